import { Schema, type InferSchemaType, type Types } from "mongoose";
import { ATTORNEY_DEFAULTS, ATTORNEY_LIMITS as L } from "@/lib/collections/attorney";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { defineModel, jsonOptions } from "./model";

const imageSchema = new Schema(
  {
    id: { type: String },
    url: { type: String, required: true, maxlength: 500 },
    width: Number,
    height: Number,
    size: Number,
    format: String,
  },
  { _id: false },
);

const attorneySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, minlength: L.name.min, maxlength: L.name.max },
    title: { type: String, required: true, trim: true, minlength: L.title.min, maxlength: L.title.max },
    location: { type: String, required: true, trim: true, minlength: L.location.min, maxlength: L.location.max },
    bio: { type: String, required: true, maxlength: L.bio.max },
    specialties: { type: [{ type: String, maxlength: L.specialty.max }], default: [] },
    education: { type: [{ type: String, maxlength: L.education.max }], default: [] },
    reviews: { type: Number, min: L.reviews.min, max: L.reviews.max, default: ATTORNEY_DEFAULTS.reviews },
    rating: { type: Number, min: L.rating.min, max: L.rating.max, default: ATTORNEY_DEFAULTS.rating },
    order: { type: Number, min: L.order.min, max: L.order.max, default: ATTORNEY_DEFAULTS.order },
    isActive: { type: Boolean, default: ATTORNEY_DEFAULTS.isActive },
    contact: {
      address: { type: String, required: true, maxlength: L.address.max },
      phone: { type: String, required: true, maxlength: L.phone.max },
      email: { type: String, required: true, maxlength: EMAIL_MAX },
    },
    image: { type: imageSchema, default: null },
    lastModifiedBy: {
      type: new Schema({ userId: { type: Schema.Types.ObjectId, ref: "User" }, firstName: String, lastName: String }, { _id: false }),
      default: null,
    },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

// The public list: active attorneys in display order.
attorneySchema.index({ isActive: 1, order: 1 });
attorneySchema.index({ order: 1, createdAt: 1 });

export type AttorneyDoc = InferSchemaType<typeof attorneySchema> & { _id: Types.ObjectId };
export const Attorney = defineModel("Attorney", attorneySchema);
