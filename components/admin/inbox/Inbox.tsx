"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { InboxStatus } from "@/lib/collections/inbox";
import { PRACTICE_AREAS, telHref } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import { api, errorMessage } from "../api-client";
import { useConfirmDialog } from "../ConfirmDialog";
import { LoadError } from "../LoadError";
import { Spinner } from "../Spinner";
import { useToast } from "../Toast";
import type { ConsultationRecord, ContactMessageRecord, InboxRecord } from "../types";
import { calendarDay, dateTime } from "../format";
import { ui } from "../ui";
import { useLoad } from "../use-load";

type Kind = "messages" | "consultations";
type Item = ContactMessageRecord | ConsultationRecord;

const INBOX_LOAD_FAILED = "The inbox could not be loaded.";

/** What each status change tells the user once it has been saved. */
const STATUS_DONE: Record<InboxStatus, string> = { new: "Marked as unread.", read: "Marked as read.", handled: "Marked as handled." };

const STATUS_LABELS: Record<InboxStatus, string> = { new: "New", read: "Read", handled: "Handled" };
const STATUS_STYLES: Record<InboxStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  read: "bg-slate-200 text-slate-700",
  handled: "bg-green-100 text-green-800",
};

function newestFirst<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function practiceAreaName(slug: string | null | undefined): string {
  return PRACTICE_AREAS.find((area) => area.slug === slug)?.name ?? "";
}

/** One list of the inbox under its heading with a count, or a line saying it is empty. */
function InboxSection({ id, title, count, empty, children }: { id: string; title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({count})
      </h2>
      {count === 0 ? <p className="text-slate-600">{empty}</p> : <ul className="space-y-3">{children}</ul>}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-600">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

function ItemActions({ item, onStatus, onDelete }: { item: Item; onStatus(status: InboxStatus): void; onDelete(): void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {item.status === "new" && (
        <button type="button" onClick={() => onStatus("read")} className={ui.smallButton}>
          Mark as read
        </button>
      )}
      {item.status !== "handled" ? (
        <button type="button" onClick={() => onStatus("handled")} className={ui.smallButton}>
          Mark as handled
        </button>
      ) : (
        <button type="button" onClick={() => onStatus("new")} className={ui.smallButton}>
          Mark as unread
        </button>
      )}
      <button type="button" onClick={onDelete} className={ui.dangerButton}>
        Delete
      </button>
    </div>
  );
}

function ItemCard({ item, children, onStatus, onDelete }: { item: Item; children: React.ReactNode; onStatus(status: InboxStatus): void; onDelete(): void }) {
  const unread = item.status === "new";
  return (
    <li
      id={`item-${item._id}`}
      className={`${ui.card} space-y-2 ${unread ? "border-l-4 border-l-amber-500" : ""}`}
      data-testid="inbox-item"
      aria-label={`${unread ? "Unread: " : ""}${item.name}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`text-base text-slate-900 ${unread ? "font-bold" : "font-semibold"}`}>{item.name}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[item.status]}`}>{STATUS_LABELS[item.status]}</span>
        </div>
        <time dateTime={item.createdAt} className="text-sm text-slate-500">
          {dateTime(item.createdAt)}
        </time>
      </div>
      {children}
      <ItemActions item={item} onStatus={onStatus} onDelete={onDelete} />
    </li>
  );
}

/** Contact messages and consultation requests from the website and the chat, newest first. */
export function Inbox() {
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [messages, setMessages] = useState<ContactMessageRecord[] | null>(null);
  const [consultations, setConsultations] = useState<ConsultationRecord[]>([]);
  const { failed: loadFailed, retry } = useLoad<InboxRecord>("/api/inbox", (inbox) => {
    setMessages(newestFirst(inbox.messages));
    setConsultations(newestFirst(inbox.consultations));
  });

  async function setStatus(kind: Kind, item: Item, status: InboxStatus) {
    try {
      await api(`/api/inbox/${kind}/${item._id}`, { method: "PATCH", body: { status } });
      const update = <T extends Item>(list: T[]) => list.map((entry) => (entry._id === item._id ? { ...entry, status } : entry));
      if (kind === "messages") setMessages((list) => (list ? update(list) : list));
      else setConsultations(update);
      toast.success(STATUS_DONE[status]);
    } catch (failure) {
      toast.error(errorMessage(failure, "The change could not be saved. Please try again."));
    }
  }

  async function remove(kind: Kind, item: Item) {
    const what = kind === "messages" ? `the message from ${item.name}` : `the consultation request from ${item.name}`;
    if (
      !(await confirm({
        title: kind === "messages" ? "Delete message" : "Delete consultation request",
        message: TEXTS.deleteConfirm(what),
        confirmLabel: "Delete",
      }))
    )
      return;
    try {
      await api(`/api/inbox/${kind}/${item._id}`, { method: "DELETE" });
      const without = <T extends Item>(list: T[]) => list.filter((entry) => entry._id !== item._id);
      if (kind === "messages") setMessages((list) => (list ? without(list) : list));
      else setConsultations(without);
      toast.success(kind === "messages" ? "Message deleted." : "Consultation request deleted.");
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not delete ${what}. Please try again.`));
    }
  }

  // A notification e-mail links to /admin/inbox#item-<id>; the item exists only once the list is in.
  const loaded = messages !== null;
  useEffect(() => {
    if (loaded && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);

  if (loadFailed) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Inbox</h1>
        <LoadError text={INBOX_LOAD_FAILED} onRetry={retry} />
      </div>
    );
  }
  if (messages === null) return <Spinner />;
  const unread = [...messages, ...consultations].filter((item) => item.status === "new").length;

  return (
    <div className="space-y-8">
      {dialog}
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Inbox</h1>
        <p className="mt-1 text-slate-600" data-testid="inbox-unread">
          {unread} unread
        </p>
      </div>

      <InboxSection id="messages-heading" title="Contact Messages" count={messages.length} empty="No messages yet.">
        {messages.map((message) => (
          <ItemCard
            key={message._id}
            item={message}
            onStatus={(status) => void setStatus("messages", message, status)}
            onDelete={() => void remove("messages", message)}
          >
            {message.reference && (
              <dl className="text-sm">
                <Detail label="Reference">
                  <span className="font-mono font-semibold tracking-wide">{message.reference}</span>
                </Detail>
              </dl>
            )}
            <p className="flex flex-wrap gap-x-4 text-sm">
              {message.email && (
                <a href={`mailto:${message.email}`} className={ui.link}>
                  {message.email}
                </a>
              )}
              {message.phone && (
                <a href={telHref(message.phone)} className={ui.link}>
                  {message.phone}
                </a>
              )}
            </p>
            <p className="whitespace-pre-line text-slate-800">{message.message}</p>
          </ItemCard>
        ))}
      </InboxSection>

      <InboxSection id="consultations-heading" title="Consultation Requests" count={consultations.length} empty="No consultation requests yet.">
        {consultations.map((request) => (
          <ItemCard
            key={request._id}
            item={request}
            onStatus={(status) => void setStatus("consultations", request, status)}
            onDelete={() => void remove("consultations", request)}
          >
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {request.reference && (
                <Detail label="Reference">
                  <span className="font-mono font-semibold tracking-wide">{request.reference}</span>
                </Detail>
              )}
              {request.email && (
                <Detail label="Email">
                  <a href={`mailto:${request.email}`} className={ui.link}>
                    {request.email}
                  </a>
                </Detail>
              )}
              {request.phone && (
                <Detail label="Phone">
                  <a href={telHref(request.phone)} className={ui.link}>
                    {request.phone}
                  </a>
                </Detail>
              )}
              {request.practiceArea && <Detail label="Practice area">{practiceAreaName(request.practiceArea)}</Detail>}
              {request.attorney?.name && <Detail label="Preferred attorney">{request.attorney.name}</Detail>}
              {request.preferredDate && <Detail label="Preferred date">{calendarDay(request.preferredDate)}</Detail>}
              {request.source && <Detail label="Source">{request.source === "chat" ? "Chat" : "Website"}</Detail>}
            </dl>
            <p className="whitespace-pre-line text-slate-800">{request.description}</p>
          </ItemCard>
        ))}
      </InboxSection>
    </div>
  );
}
