import { isObjectIdString } from "../collections/fields";
import { notFound } from "./errors";

/**
 * The `{id}` of a route. Anything that is not an ObjectId cannot name a record, so it answers
 * 404 like an unknown id instead of reaching a query.
 */
export async function idParam(context: { params: Promise<{ id: string }> }, message = "Not found"): Promise<string> {
  const { id } = await context.params;
  if (!isObjectIdString(id)) throw notFound(message);
  return id;
}
