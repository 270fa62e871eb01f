import { Schema, type InferSchemaType, type Types } from "mongoose";
import { defineModel, jsonOptions } from "./model";

/** A stored, re-encoded upload. `filename` is random and server-generated. */
const imageSchema = new Schema(
  {
    filename: { type: String, required: true },
    url: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    size: { type: Number, required: true },
    format: { type: String, required: true },
    contentType: { type: String, required: true },
    uploadedBy: { type: Schema.Types.ObjectId, ref: "User", default: null },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

imageSchema.index({ filename: 1 }, { unique: true });

export type ImageDoc = InferSchemaType<typeof imageSchema> & { _id: Types.ObjectId };
export const Image = defineModel("Image", imageSchema);
