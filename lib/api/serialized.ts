/** A server type as it arrives in the browser through JSON: dates become ISO strings. */
export type Serialized<T> = T extends Date ? string : T extends (infer U)[] ? Serialized<U>[] : T extends object ? { [K in keyof T]: Serialized<T[K]> } : T;
