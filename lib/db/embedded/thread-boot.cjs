// A worker thread does not inherit the loader of the thread that started it: register tsx here,
// then load the database thread's TypeScript entry.
require("tsx/cjs/api").register();
require("./thread-worker.ts");
