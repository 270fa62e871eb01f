/**
 * A small in-process cache for data every public page shows. Entries are dropped the moment
 * staff change the data (invalidate) and otherwise re-read after a few seconds, so several app
 * instances converge quickly. When the database cannot be reached, the last good value is
 * served instead of an error.
 */
export const CACHE_TAGS = {
  attorneys: "attorneys",
  firm: "firm",
  quickReplies: "quick-replies",
  chatKnowledge: "chat-knowledge",
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

export const CACHE_MAX_AGE_MS = 4000;

interface Entry<T> {
  value?: T;
  loadedAt: number;
  pending?: Promise<T>;
  generation: number;
}

// Kept on globalThis: the production server (server.ts) and the application's bundles load
// this module separately, and both must see the same entries and the same generation.
interface SharedState {
  entries: Map<string, Entry<unknown>>;
  /** Counts every invalidation, so anything built from cached data can tell it is out of date. */
  generation: number;
}
const globalCache = globalThis as typeof globalThis & { __chambersCacheState?: SharedState };
const state: SharedState = (globalCache.__chambersCacheState ??= { entries: new Map(), generation: 0 });
const entries = state.entries;

export async function cached<T>(tag: CacheTag, key: string, load: () => Promise<T>): Promise<T> {
  const id = `${tag}:${key}`;
  let entry = entries.get(id) as Entry<T> | undefined;
  if (!entry) {
    entry = { loadedAt: 0, generation: 0 };
    entries.set(id, entry);
  }
  const fresh = entry.value !== undefined && Date.now() - entry.loadedAt < CACHE_MAX_AGE_MS;
  if (fresh) return entry.value as T;
  if (!entry.pending) {
    const current = entry;
    const generation = current.generation;
    current.pending = load()
      .then((value) => {
        // A change made while this read was in flight makes it stale; keep it only if none was.
        if (current.generation === generation) {
          current.value = value;
          current.loadedAt = Date.now();
        }
        return value;
      })
      .finally(() => {
        current.pending = undefined;
      });
  }
  try {
    return await entry.pending!;
  } catch (error) {
    if (entry.value !== undefined) return entry.value;
    throw error;
  }
}

/** Call after every write to the data behind `tag`. */
export function invalidate(tag: CacheTag): void {
  state.generation += 1;
  for (const [id, entry] of entries) {
    if (id.startsWith(`${tag}:`)) {
      entry.loadedAt = 0;
      entry.generation += 1;
    }
  }
}

export function cacheGeneration(): number {
  return state.generation;
}

/**
 * Until when everything cached under these tags counts as fresh: the earliest moment one of
 * their entries is due to be re-read (0 when one has never been loaded). Whatever was built from
 * them may be kept as long, and several instances still converge within CACHE_MAX_AGE_MS.
 */
export function freshUntil(tags: readonly CacheTag[]): number {
  let until = Infinity;
  for (const [id, entry] of entries) {
    if (!tags.some((tag) => id.startsWith(`${tag}:`))) continue;
    until = Math.min(until, entry.value === undefined ? 0 : entry.loadedAt + CACHE_MAX_AGE_MS);
  }
  return until;
}
