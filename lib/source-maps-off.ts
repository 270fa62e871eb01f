/**
 * tsx, which runs server.ts, turns Node's source maps on for the whole process. Node then reads,
 * parses and keeps the source map of every module it loads, Next.js's server bundles included:
 * tens of megabytes held for stack traces that nothing here prints (the log carries error
 * messages only, and `next start` runs without them too). server.ts imports this first, so it
 * takes effect before Next.js loads; tsx has already compiled server.ts by then.
 */
process.setSourceMapsEnabled(false);

export {};
