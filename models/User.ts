import { Schema, type InferSchemaType, type Types } from "mongoose";
import { DEFAULT_ROLE, ROLES, USER_LIMITS as L } from "@/lib/collections/user";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { defineModel, jsonOptions } from "./model";

const caseInsensitive = { locale: "en", strength: 2 } as const;

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true, minlength: L.username.min, maxlength: L.username.max },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: EMAIL_MAX },
    passwordHash: { type: String, required: true, select: false },
    firstName: { type: String, required: true, trim: true, maxlength: L.firstName.max },
    lastName: { type: String, required: true, trim: true, maxlength: L.lastName.max },
    role: { type: String, enum: ROLES, default: DEFAULT_ROLE },
    isActive: { type: Boolean, default: true },
    lastLogin: { type: Date, default: null },
    // Bumped by logout, a password change and deactivation: tokens carrying an older value stop working.
    tokenVersion: { type: Number, default: 0, select: false },
  },
  { timestamps: true, toJSON: jsonOptions(["passwordHash", "tokenVersion"]), toObject: jsonOptions(["passwordHash", "tokenVersion"]) },
);

userSchema.index({ email: 1 }, { unique: true, collation: caseInsensitive });
userSchema.index({ username: 1 }, { unique: true, collation: caseInsensitive });
userSchema.index({ createdAt: -1 });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };
export const User = defineModel("User", userSchema);
