"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useDraftForm } from "./useDraftForm";
import { QUICK_REPLY_ICONS, QUICK_REPLY_LIMITS, type QuickReplyIcon } from "@/lib/collections/quick-reply";
import type { StaffQuickReply } from "@/lib/chat/quick-replies";
import { TEXTS } from "@/lib/texts";
import { send } from "./request";
import { ui } from "./styles";

interface Draft {
  text: string;
  description: string;
  icon: QuickReplyIcon;
  isActive: boolean;
}

const EMPTY: Draft = { text: "", description: "", icon: "info", isActive: true };

function QuickReplyForm({ initial, submitLabel, onSubmit, onCancel }: {
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { draft, setDraft, error, busy, submit } = useDraftForm(initial, EMPTY, onSubmit, Boolean(onCancel));

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={submitLabel}>
      {error && <p className={`${ui.error} sm:col-span-2`} role="alert">{error}</p>}
      <label className={ui.label}>
        Text
        <input className={ui.input} required maxLength={QUICK_REPLY_LIMITS.text.max} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
      </label>
      <label className={ui.label}>
        Icon
        <select className={ui.input} value={draft.icon} onChange={(e) => setDraft({ ...draft, icon: e.target.value as QuickReplyIcon })}>
          {QUICK_REPLY_ICONS.map((icon) => (
            <option key={icon} value={icon}>{icon}</option>
          ))}
        </select>
      </label>
      <label className={`${ui.label} sm:col-span-2`}>
        Description
        <input className={ui.input} maxLength={QUICK_REPLY_LIMITS.description.max} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={draft.isActive} onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })} />
        Active
      </label>
      <div className="flex gap-2 sm:justify-end">
        {onCancel && <button type="button" className={ui.secondary} onClick={onCancel}>Cancel</button>}
        <button type="submit" className={ui.button} disabled={busy}>{busy ? "Saving..." : submitLabel}</button>
      </div>
    </form>
  );
}

/** Lists the quick replies in their order with edit, move, activate and delete actions. */
export function QuickRepliesManager({ quickReplies }: { quickReplies: StaffQuickReply[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ ok: boolean; message?: string }>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    setError(result.ok ? "" : result.message ?? "");
    if (result.ok) router.refresh();
    return result;
  }

  async function save(draft: Draft, id?: string): Promise<string | undefined> {
    const result = id
      ? await send("PUT", `/api/admin/quick-replies/${id}`, { ...draft, order: quickReplies.find((q) => q._id === id)?.order ?? 0 })
      : await send("POST", "/api/admin/quick-replies", draft);
    if (!result.ok) return result.message;
    setEditing(null);
    router.refresh();
    return undefined;
  }

  function move(index: number, by: number) {
    const ids = quickReplies.map((q) => q._id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    return run(() => send("PUT", "/api/admin/quick-replies/order", { ids }));
  }

  function remove(reply: StaffQuickReply) {
    if (!window.confirm(TEXTS.deleteConfirm(reply.text))) return;
    return run(() => send("DELETE", `/api/admin/quick-replies/${reply._id}`));
  }

  return (
    <div className="space-y-6">
      <section className={ui.card}>
        <h2 className="mb-3 text-lg font-medium">Add a quick reply</h2>
        <QuickReplyForm initial={EMPTY} submitLabel="Add quick reply" onSubmit={(draft) => save(draft)} />
      </section>
      {error && <p className={ui.error} role="alert">{error}</p>}
      <ol className="space-y-3" aria-label="Quick replies">
        {quickReplies.length === 0 && <li className="text-sm text-slate-600">No quick replies yet.</li>}
        {quickReplies.map((reply, index) => (
          <li key={reply._id} className={ui.card} data-testid="quick-reply">
            {editing === reply._id ? (
              <QuickReplyForm initial={reply} submitLabel="Save changes" onSubmit={(draft) => save(draft, reply._id)} onCancel={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {reply.text} <span className="text-xs text-slate-500">({reply.icon})</span>
                    {!reply.isActive && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700">Inactive</span>}
                  </p>
                  <p className="text-sm text-slate-600">{reply.description}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button className={ui.secondary} disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`Move ${reply.text} up`}>Up</button>
                  <button className={ui.secondary} disabled={busy || index === quickReplies.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${reply.text} down`}>Down</button>
                  <button className={ui.secondary} disabled={busy} onClick={() => run(() => send("PATCH", `/api/admin/quick-replies/${reply._id}`, { isActive: !reply.isActive }))}>
                    {reply.isActive ? "Deactivate" : "Activate"}
                  </button>
                  <button className={ui.secondary} disabled={busy} onClick={() => setEditing(reply._id)}>Edit</button>
                  <button className={ui.danger} disabled={busy} onClick={() => remove(reply)}>Delete</button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
