/** Quick replies: the public list the widget shows, and the staff operations behind the admin screen. */
import { badRequest, notFound } from "../api/errors";
import { cached, CACHE_TAGS, invalidate } from "../cache";
import { connectToDatabase } from "../db/connect";
import {
  QUICK_REPLY_LIMITS,
  QUICK_REPLY_NOT_FOUND,
  type QuickReply,
  type QuickReplyCreateInput,
  type QuickReplyIcon,
  type QuickReplyInput,
} from "../collections/quick-reply";
import { QuickReply as QuickReplyModel, type QuickReplyDoc } from "@/models/QuickReply";

/** A quick reply as staff manage it; the widget gets the active ones without their order and status. */
export interface StaffQuickReply extends Omit<QuickReply, "id"> {
  _id: string;
  order: number;
  isActive: boolean;
}

function toStaff(doc: QuickReplyDoc): StaffQuickReply {
  return {
    _id: String(doc._id),
    text: doc.text,
    icon: doc.icon as QuickReplyIcon,
    description: doc.description ?? "",
    order: doc.order ?? 0,
    isActive: doc.isActive ?? true,
  };
}

async function loadActive(): Promise<QuickReply[]> {
  await connectToDatabase();
  const docs = await QuickReplyModel.find({ isActive: true }).sort({ order: 1, createdAt: 1 }).lean();
  return docs.map((doc) => {
    const { _id, text, icon, description } = toStaff(doc);
    return { id: _id, text, icon, description };
  });
}

/** The active quick replies in their order, from the cache. */
export function listActiveQuickReplies(): Promise<QuickReply[]> {
  return cached(CACHE_TAGS.quickReplies, "active", loadActive);
}

export async function listQuickReplies(): Promise<StaffQuickReply[]> {
  const docs = await QuickReplyModel.find().sort({ order: 1, createdAt: 1 }).lean();
  return docs.map(toStaff);
}

export async function createQuickReply(input: QuickReplyCreateInput): Promise<StaffQuickReply> {
  const last = await QuickReplyModel.findOne().sort({ order: -1 }).select("order").lean();
  const order = input.order ?? Math.min((last?.order ?? -1) + 1, QUICK_REPLY_LIMITS.order.max);
  const doc = await QuickReplyModel.create({ ...input, order });
  invalidate(CACHE_TAGS.quickReplies);
  return toStaff(doc.toObject());
}

async function updateById(id: string, update: Partial<QuickReplyInput>): Promise<StaffQuickReply> {
  const doc = await QuickReplyModel.findByIdAndUpdate(id, { $set: update }, { returnDocument: "after", runValidators: true }).lean();
  if (!doc) throw notFound(QUICK_REPLY_NOT_FOUND);
  invalidate(CACHE_TAGS.quickReplies);
  return toStaff(doc);
}

export function updateQuickReply(id: string, input: QuickReplyInput): Promise<StaffQuickReply> {
  return updateById(id, input);
}

export function setQuickReplyActive(id: string, isActive: boolean): Promise<StaffQuickReply> {
  return updateById(id, { isActive });
}

export async function deleteQuickReply(id: string): Promise<void> {
  const result = await QuickReplyModel.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(QUICK_REPLY_NOT_FOUND);
  invalidate(CACHE_TAGS.quickReplies);
}

/** Puts the quick replies in the given order; the list must name each of them exactly once. */
export async function reorderQuickReplies(ids: readonly string[]): Promise<StaffQuickReply[]> {
  const existing = await QuickReplyModel.find().select("_id").lean();
  const known = new Set(existing.map((doc) => String(doc._id)));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
    throw badRequest("The new order must list every quick reply exactly once", { ids: "List every quick reply exactly once" });
  }
  await QuickReplyModel.bulkWrite(ids.map((id, order) => ({ updateOne: { filter: { _id: id }, update: { $set: { order } } } })));
  invalidate(CACHE_TAGS.quickReplies);
  return listQuickReplies();
}
