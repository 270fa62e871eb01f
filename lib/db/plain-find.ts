import { Long, type Document, type Filter } from "mongodb";
import type { Model } from "mongoose";
import { DatabaseUnavailableError } from "./connect";

/** The model whose collection is read: only its connection and collection name are used. */
type Source = Pick<Model<unknown>, "db" | "collection">;

export interface PlainFindOptions {
  projection?: Document;
  sort?: Document;
  limit?: number;
}

/**
 * The documents a lean() query would return, read with the server's find command itself: for
 * the reads behind every signed-in request (the account check, the back office's list), where
 * building a Mongoose query, casting it and opening and closing a driver cursor took more of the
 * event loop than the read (about 155 µs a read against 90 µs; README, Performance). Nothing
 * casts the filter, so callers pass ObjectIds rather than strings, and nothing applies the
 * schema's `select: false`: the projection must leave out what the caller may not see.
 */
export async function findPlain<T>(model: Source, filter: Filter<Document>, options: PlainFindOptions = {}): Promise<T[]> {
  const db = model.db.db;
  if (!db) throw new DatabaseUnavailableError("The database is not connected");
  const collection = model.collection.collectionName;
  let { cursor } = await db.command({ find: collection, filter, ...options }, { promoteLongs: false });
  const documents = cursor.firstBatch as T[];
  // A reply holds at most 16 MB or, unless limited, 101 documents: the rest are fetched the way the driver's cursor would.
  while (!Long.fromValue(cursor.id).isZero()) {
    ({ cursor } = await db.command({ getMore: cursor.id, collection }, { promoteLongs: false }));
    documents.push(...(cursor.nextBatch as T[]));
  }
  return documents;
}

/** The one document matching `filter`, or null. */
export async function findOnePlain<T>(model: Source, filter: Filter<Document>, projection?: Document): Promise<T | null> {
  const [document] = await findPlain<T>(model, filter, { projection, limit: 1 });
  return document ?? null;
}
