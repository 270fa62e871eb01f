/**
 * Admits requests to the application in arrival order, a bounded number at a time. Without it,
 * every open connection's request runs at once and each database round trip of a request queues
 * behind all the others' work, so a request with several round trips (the chat, a sign-in)
 * can wait for minutes under load; with it, a request waits its turn once and then runs among
 * a few others.
 */
export function createAdmission(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    admit(): Promise<void> {
      if (active < limit) {
        active += 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Call once per admitted request when its answer is done. */
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    },
  };
}
