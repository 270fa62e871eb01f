import { Types } from "mongoose";
import { notFound } from "../api/errors";
import { ATTORNEY_LIMITS, ATTORNEY_NOT_FOUND, type AttorneyCreateInput, type AttorneyInput } from "../collections/attorney";
import { CACHE_TAGS, invalidate } from "../cache";
import { findPlain } from "../db/plain-find";
import { deleteImageByUrl } from "../images/store";
import { toAdminAttorney, type AdminAttorney, type StoredAttorney } from "./attorney-views";
import { Attorney } from "@/models/Attorney";
import type { UserDoc } from "@/models/User";

export type { AdminAttorney };

function modifiedBy(user: Pick<UserDoc, "_id" | "firstName" | "lastName">) {
  return { userId: user._id, firstName: user.firstName, lastName: user.lastName };
}

/** Removes a stored image unless another attorney still shows it. */
async function releaseImage(url: string | null | undefined, exceptAttorneyId: Types.ObjectId | string): Promise<void> {
  if (!url) return;
  if (await Attorney.exists({ _id: { $ne: new Types.ObjectId(String(exceptAttorneyId)) }, "image.url": url })) return;
  await deleteImageByUrl(url);
}

/** Every attorney, active or not, in display order. */
export async function listAdminAttorneys(): Promise<AdminAttorney[]> {
  const docs = await findPlain<StoredAttorney>(Attorney, {}, { sort: { order: 1, createdAt: 1 } });
  return docs.map(toAdminAttorney);
}

export async function getAttorney(id: string): Promise<AdminAttorney> {
  const doc = await Attorney.findById(id).lean<StoredAttorney>();
  if (!doc) throw notFound(ATTORNEY_NOT_FOUND);
  return toAdminAttorney(doc);
}

/** Adds a member; without a display order it takes the place after the current last one. */
export async function createAttorney(input: AttorneyCreateInput, user: UserDoc): Promise<AdminAttorney> {
  const last = input.order === undefined ? await Attorney.findOne().sort({ order: -1 }).select("order").lean<{ order?: number }>() : null;
  const order = input.order ?? Math.min((last?.order ?? -1) + 1, ATTORNEY_LIMITS.order.max);
  const doc = await Attorney.create({ ...input, order, lastModifiedBy: modifiedBy(user) });
  invalidate(CACHE_TAGS.attorneys);
  return toAdminAttorney(doc.toObject() as StoredAttorney);
}

/** Replaces an attorney's details; a replaced image is removed from storage. */
export async function updateAttorney(id: string, input: AttorneyInput, user: UserDoc): Promise<AdminAttorney> {
  const before = await Attorney.findByIdAndUpdate(
    id,
    { $set: { ...input, lastModifiedBy: modifiedBy(user) } },
    { returnDocument: "before", runValidators: true },
  ).lean<StoredAttorney>();
  if (!before) throw notFound(ATTORNEY_NOT_FOUND);
  invalidate(CACHE_TAGS.attorneys);
  if (before.image?.url && before.image.url !== input.image?.url) await releaseImage(before.image.url, id);
  return getAttorney(id);
}

export async function deleteAttorney(id: string): Promise<void> {
  const doc = await Attorney.findByIdAndDelete(id).lean<StoredAttorney>();
  if (!doc) throw notFound(ATTORNEY_NOT_FOUND);
  invalidate(CACHE_TAGS.attorneys);
  await releaseImage(doc.image?.url, id);
}

async function patchAttorney(id: string, fields: { isActive: boolean } | { order: number }, user: UserDoc): Promise<AdminAttorney> {
  const doc = await Attorney.findByIdAndUpdate(
    id,
    { $set: { ...fields, lastModifiedBy: modifiedBy(user) } },
    { returnDocument: "after", runValidators: true },
  ).lean<StoredAttorney>();
  if (!doc) throw notFound(ATTORNEY_NOT_FOUND);
  invalidate(CACHE_TAGS.attorneys);
  return toAdminAttorney(doc);
}

export function setAttorneyStatus(id: string, isActive: boolean, user: UserDoc): Promise<AdminAttorney> {
  return patchAttorney(id, { isActive }, user);
}

export function setAttorneyOrder(id: string, order: number, user: UserDoc): Promise<AdminAttorney> {
  return patchAttorney(id, { order }, user);
}
