"use client";

import { useEffect, useState } from "react";
import type { InboxStatus } from "@/lib/collections/inbox";
import { PRACTICE_AREAS } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import { api } from "../api-client";
import { Spinner } from "../Spinner";
import type { ConsultationRecord, ContactMessageRecord } from "../types";
import { localDate } from "../format";
import { ui } from "../ui";

type Kind = "messages" | "consultations";
type Item = ContactMessageRecord | ConsultationRecord;

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
    <li className={`${ui.card} space-y-2 ${unread ? "border-l-4 border-l-amber-500" : ""}`} data-testid="inbox-item" aria-label={`${unread ? "Unread: " : ""}${item.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`text-base text-slate-900 ${unread ? "font-bold" : "font-semibold"}`}>{item.name}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[item.status]}`}>{STATUS_LABELS[item.status]}</span>
        </div>
        <time dateTime={item.createdAt} className="text-sm text-slate-500">
          {localDate(item.createdAt)}
        </time>
      </div>
      {children}
      <ItemActions item={item} onStatus={onStatus} onDelete={onDelete} />
    </li>
  );
}

/** Contact messages and consultation requests from the website and the chat, newest first. */
export function Inbox() {
  const [messages, setMessages] = useState<ContactMessageRecord[] | null>(null);
  const [consultations, setConsultations] = useState<ConsultationRecord[]>([]);

  useEffect(() => {
    api<{ messages: ContactMessageRecord[]; consultations: ConsultationRecord[] }>("/api/inbox")
      .then((inbox) => {
        setMessages(newestFirst(inbox.messages));
        setConsultations(newestFirst(inbox.consultations));
      })
      .catch((error) => {
        console.error(error);
        setMessages([]);
      });
  }, []);

  async function setStatus(kind: Kind, item: Item, status: InboxStatus) {
    try {
      await api(`/api/inbox/${kind}/${item._id}`, { method: "PATCH", body: { status } });
      const update = <T extends Item>(list: T[]) => list.map((entry) => (entry._id === item._id ? { ...entry, status } : entry));
      if (kind === "messages") setMessages((list) => (list ? update(list) : list));
      else setConsultations(update);
    } catch (error) {
      console.error(error);
    }
  }

  async function remove(kind: Kind, item: Item) {
    const what = kind === "messages" ? `the message from ${item.name}` : `the consultation request from ${item.name}`;
    if (!window.confirm(TEXTS.deleteConfirm(what))) return;
    try {
      await api(`/api/inbox/${kind}/${item._id}`, { method: "DELETE" });
      const without = <T extends Item>(list: T[]) => list.filter((entry) => entry._id !== item._id);
      if (kind === "messages") setMessages((list) => (list ? without(list) : list));
      else setConsultations(without);
    } catch (error) {
      console.error(error);
    }
  }

  if (messages === null) return <Spinner />;
  const unread = [...messages, ...consultations].filter((item) => item.status === "new").length;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Inbox</h1>
        <p className="mt-1 text-slate-600" data-testid="inbox-unread">
          {unread} unread
        </p>
      </div>

      <section aria-labelledby="messages-heading" className="space-y-3">
        <h2 id="messages-heading" className="text-lg font-semibold text-slate-900">
          Contact Messages ({messages.length})
        </h2>
        {messages.length === 0 ? (
          <p className="text-slate-600">No messages yet.</p>
        ) : (
          <ul className="space-y-3">
            {messages.map((message) => (
              <ItemCard key={message._id} item={message} onStatus={(status) => void setStatus("messages", message, status)} onDelete={() => void remove("messages", message)}>
                <p className="text-sm">
                  <a href={`mailto:${message.email}`} className={ui.link}>
                    {message.email}
                  </a>
                </p>
                <p className="whitespace-pre-line text-slate-800">{message.message}</p>
              </ItemCard>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="consultations-heading" className="space-y-3">
        <h2 id="consultations-heading" className="text-lg font-semibold text-slate-900">
          Consultation Requests ({consultations.length})
        </h2>
        {consultations.length === 0 ? (
          <p className="text-slate-600">No consultation requests yet.</p>
        ) : (
          <ul className="space-y-3">
            {consultations.map((request) => (
              <ItemCard key={request._id} item={request} onStatus={(status) => void setStatus("consultations", request, status)} onDelete={() => void remove("consultations", request)}>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  {request.email && (
                    <div>
                      <dt className="inline font-medium text-slate-600">Email: </dt>
                      <dd className="inline">
                        <a href={`mailto:${request.email}`} className={ui.link}>
                          {request.email}
                        </a>
                      </dd>
                    </div>
                  )}
                  {request.phone && (
                    <div>
                      <dt className="inline font-medium text-slate-600">Phone: </dt>
                      <dd className="inline">{request.phone}</dd>
                    </div>
                  )}
                  {request.practiceArea && (
                    <div>
                      <dt className="inline font-medium text-slate-600">Practice area: </dt>
                      <dd className="inline">{practiceAreaName(request.practiceArea)}</dd>
                    </div>
                  )}
                  {request.attorney?.name && (
                    <div>
                      <dt className="inline font-medium text-slate-600">Preferred attorney: </dt>
                      <dd className="inline">{request.attorney.name}</dd>
                    </div>
                  )}
                  {request.preferredDate && (
                    <div>
                      <dt className="inline font-medium text-slate-600">Preferred date: </dt>
                      <dd className="inline">{localDate(`${request.preferredDate}T12:00:00`)}</dd>
                    </div>
                  )}
                  {request.source && (
                    <div>
                      <dt className="inline font-medium text-slate-600">Source: </dt>
                      <dd className="inline">{request.source === "chat" ? "Chat" : "Website"}</dd>
                    </div>
                  )}
                </dl>
                <p className="whitespace-pre-line text-slate-800">{request.description}</p>
              </ItemCard>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
