import { EJSON } from "bson";
import type { Db } from "mongodb";

/** Every collection's documents in canonical Extended JSON, for comparing two databases exactly. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    const docs = await db
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    out[name] = docs.map((doc) => EJSON.stringify(doc, { relaxed: false }));
  }
  return out;
}
