import mongoose, { type Model, type Schema } from "mongoose";

/**
 * Registers a model once per process. Next.js reloads modules in development and the test
 * runner loads them per file; recompiling a registered model throws OverwriteModelError.
 */
export function defineModel<T>(name: string, schema: Schema<T>): Model<T> {
  return (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema);
}

/** JSON output for every collection: `_id` as a string, no version key, no secrets. */
export function jsonOptions(hidden: readonly string[] = []) {
  return {
    versionKey: false,
    transform(_doc: unknown, ret: Record<string, unknown>) {
      if (ret._id != null) ret._id = String(ret._id);
      for (const key of hidden) delete ret[key];
      return ret;
    },
  };
}
