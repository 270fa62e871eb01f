"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { QuickReply } from "@/lib/collections/quick-reply";
import { FIRM_NAME } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import { fetchQuickReplies, sendChatMessage } from "./chat-api";
import {
  botMessage,
  formatTime,
  loadConversation,
  saveConversation,
  userMessage,
  type ChatMessage,
  type Conversation,
} from "./chat-model";
import { QuickReplyIcon } from "./QuickReplyIcon";

export const INPUT_FOCUS_DELAY_MS = 300;

function browserStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function QuickReplies({ replies, onPick }: { replies: readonly QuickReply[]; onPick: (text: string) => void }) {
  return (
    <ul className="mt-2 grid w-full grid-cols-2 gap-2" aria-label="Quick replies">
      {replies.map((reply) => (
        <li key={reply.id}>
          <button
            type="button"
            onClick={() => onPick(reply.text)}
            className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-navy-200 bg-white p-2.5 text-left transition hover:border-brand hover:bg-navy-50"
          >
            <span className="flex items-center gap-1.5 text-sm font-semibold text-navy-900">
              <QuickReplyIcon name={reply.icon} className="h-4 w-4 shrink-0 text-brand" />
              {reply.text}
            </span>
            {reply.description ? <span className="text-xs leading-snug text-slate-600">{reply.description}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function MessageBubble({ message, replies, onPick }: { message: ChatMessage; replies: readonly QuickReply[]; onPick: (text: string) => void }) {
  const mine = message.sender === "user";
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[80%] whitespace-pre-line break-words rounded-2xl px-3.5 py-2.5 text-[0.95rem] leading-relaxed shadow-sm ${
          mine ? "rounded-br-sm bg-brand text-white" : "rounded-bl-sm border border-slate-200 bg-white text-slate-800"
        }`}
      >
        <span className="sr-only">{mine ? "You said: " : `${FIRM_NAME} said: `}</span>
        {message.text}
      </div>
      <time dateTime={new Date(message.time).toISOString()} className="mt-1 px-1 text-xs text-slate-600">
        {formatTime(message.time)}
      </time>
      {!mine && message.showOptions ? <QuickReplies replies={message.quickReplies ?? replies} onPick={onPick} /> : null}
    </li>
  );
}

/** The legal-assistance chat: a round toggle at the bottom right and the conversation panel. */
export interface ChatWidgetProps {
  defaultQuickReplies: readonly QuickReply[];
  /** The longest message the server accepts. */
  maxLength: number;
}

export default function ChatWidget({ defaultQuickReplies, maxLength }: ChatWidgetProps) {
  const [conversation, setConversation] = useState<Conversation>(() => loadConversation(browserStorage()));
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState("");
  const [waiting, setWaiting] = useState(0);
  const [unread, setUnread] = useState(0);
  const [quickReplies, setQuickReplies] = useState<readonly QuickReply[]>(defaultQuickReplies);

  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const openRef = useRef(open);
  const conversationIdRef = useRef(conversation.conversationId);
  const repliesRequested = useRef(false);
  const panelId = useId();
  const inputId = useId();

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    saveConversation(browserStorage(), conversation);
  }, [conversation]);

  const addMessage = useCallback((message: ChatMessage, conversationId?: string) => {
    if (conversationId) conversationIdRef.current = conversationId;
    setConversation((current) => ({
      conversationId: conversationIdRef.current,
      messages: [...current.messages, message],
    }));
  }, []);

  const openPanel = useCallback(() => {
    setOpen(true);
    setUnread(0);
    // The greeting starts a conversation, once.
    setConversation((current) =>
      current.messages.length > 0 ? current : { ...current, messages: [botMessage(TEXTS.chatGreeting(FIRM_NAME), true)] },
    );
    if (!repliesRequested.current) {
      repliesRequested.current = true;
      void fetchQuickReplies().then((replies) => {
        if (replies) setQuickReplies(replies);
      });
    }
  }, []);

  const closePanel = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      addMessage(userMessage(text));
      setInput("");
      setWaiting((count) => count + 1);
      try {
        const reply = await sendChatMessage(text, conversationIdRef.current);
        addMessage(botMessage(reply.response, reply.showOptions, reply.quickReplies), reply.conversationId);
      } catch {
        addMessage(botMessage(TEXTS.chatError, false));
      } finally {
        setWaiting((count) => count - 1);
        if (!openRef.current) setUnread((count) => count + 1);
      }
    },
    [addMessage],
  );

  // Focus moves to the input a moment after the panel opens.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), INPUT_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  // A click outside the panel (and its toggle) closes it; so does Escape.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) closePanel(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closePanel(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, closePanel]);

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (open && list) list.scrollTop = list.scrollHeight;
  }, [open, conversation.messages.length, waiting]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(input);
  };

  const canSend = input.trim().length > 0;
  return (
    <div>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={`${FIRM_NAME} legal assistance chat`}
          className="fixed inset-x-0 bottom-[5.5rem] z-50 mx-auto flex h-[650px] max-h-[calc(100dvh-6.5rem)] w-full min-w-[320px] max-w-[400px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-2xl sm:left-auto sm:right-6 sm:mx-0 sm:w-[380px]"
        >
          <div className="on-dark flex shrink-0 items-center gap-3 bg-navy-900 px-4 py-3 text-white">
            {/* eslint-disable-next-line @next/next/no-img-element -- a tiny static SVG */}
            <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10 rounded-lg" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-serif font-semibold">{FIRM_NAME}</p>
              <p className="text-xs text-gold-300">Legal Assistance</p>
            </div>
            <button
              type="button"
              onClick={() => closePanel(true)}
              aria-label="Close chat"
              className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div ref={listRef} className="h-[490px] min-h-0 flex-auto overflow-y-auto px-3 py-4">
            <ol role="log" aria-live="polite" aria-label="Conversation" className="space-y-4">
              {conversation.messages.map((message) => (
                <MessageBubble key={message.id} message={message} replies={quickReplies} onPick={(text) => void send(text)} />
              ))}
            </ol>
            {waiting > 0 ? (
              <div role="status" aria-label={`${FIRM_NAME} is typing`} className="mt-4 inline-flex gap-1 rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3.5" data-testid="typing-indicator">
                <span className="animate-chat-dot h-2 w-2 rounded-full bg-slate-500" />
                <span className="animate-chat-dot h-2 w-2 rounded-full bg-slate-500 [animation-delay:150ms]" />
                <span className="animate-chat-dot h-2 w-2 rounded-full bg-slate-500 [animation-delay:300ms]" />
              </div>
            ) : null}
          </div>
          <form onSubmit={onSubmit} className="flex shrink-0 items-center gap-2 border-t border-slate-200 bg-white p-3">
            <label htmlFor={inputId} className="sr-only">
              Your message
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Type your message..."
              maxLength={maxLength}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
            />
            <button
              type="submit"
              disabled={!canSend}
              aria-label="Send message"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                <path d="M3.4 20.4l17.5-7.5a1 1 0 000-1.8L3.4 3.6a1 1 0 00-1.4 1.2L4.5 12l-2.5 7.2a1 1 0 001.4 1.2zM6 13h7v-2H6z" />
              </svg>
            </button>
          </form>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={() => (open ? closePanel(false) : openPanel())}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? "Close chat" : unread > 0 ? `Open chat, ${unread} new ${unread === 1 ? "message" : "messages"}` : "Open chat"}
        className={`fixed bottom-4 right-4 z-50 flex h-16 w-16 items-center justify-center rounded-full text-white shadow-xl transition sm:bottom-6 sm:right-6 ${
          open ? "bg-red-600 hover:bg-red-700" : "bg-brand hover:bg-brand-dark"
        }`}
        data-state={open ? "open" : "closed"}
      >
        {open ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
            <path d="M12 3C6.5 3 2 6.9 2 11.7c0 2.4 1.1 4.6 3 6.2L4 21.5l4.3-2.1c1.2.4 2.4.5 3.7.5 5.5 0 10-3.9 10-8.7S17.5 3 12 3zM7.5 13a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6zm4.5 0a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6zm4.5 0a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6z" />
          </svg>
        )}
        {unread > 0 && !open ? (
          <span aria-hidden="true" data-testid="unread-badge" className="absolute -right-1 -top-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white ring-2 ring-white">
            {unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
