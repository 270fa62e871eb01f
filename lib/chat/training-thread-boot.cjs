// A worker thread does not inherit the loader of the thread that started it: register tsx here,
// then load the training thread's TypeScript entry.
require("tsx/cjs/api").register();
require("./training-thread-worker.ts");
