import { Schema } from "mongoose";
import { defineModel, jsonOptions } from "./model";

/** Small named values: the firm's contact details, the first-start marker. */
const settingSchema = new Schema(
  {
    key: { type: String, required: true },
    value: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

settingSchema.index({ key: 1 }, { unique: true });

export const Setting = defineModel("Setting", settingSchema);
