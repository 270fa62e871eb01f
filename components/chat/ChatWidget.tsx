"use client";

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { ChatChoice } from "@/lib/collections/chat";
import type { QuickReply } from "@/lib/collections/quick-reply";
import { FIRM_NAME } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import { FirmLogo } from "@/components/public/FirmLogo";
import { fetchQuickReplies, sendChatMessage } from "./chat-api";
import { botMessage, formatTime, loadConversation, saveConversation, userMessage, type ChatMessage, type Conversation } from "./chat-model";
import { LinkedText } from "./linkify";
import { QuickReplyIcon } from "./QuickReplyIcon";
import { useFocusTrap } from "./use-focus-trap";

const INPUT_FOCUS_DELAY_MS = 300;
/** Below Tailwind's `sm` breakpoint the panel is a full-screen sheet. */
export const SHEET_QUERY = "(max-width: 639.98px)";
export const OFFLINE_NOTICE = "You are offline. Check your connection, then send your message again.";
/** Space kept above a new reply scrolled to the top of the list, so its first line is clear. */
const SCROLL_MARGIN_PX = 12;

function browserStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A media query's current answer, following changes (false where matchMedia is missing). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange);
      window.addEventListener("offline", onChange);
      return () => {
        window.removeEventListener("online", onChange);
        window.removeEventListener("offline", onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The quick replies: compact chips on a phone, cards with their description from `sm` up; two columns. */
function QuickReplies({ replies, onPick }: { replies: readonly QuickReply[]; onPick: (text: string) => void }) {
  return (
    <ul className="mt-2 grid w-full grid-cols-2 gap-1.5 sm:gap-2" aria-label="Quick replies">
      {replies.map((reply) => (
        <li key={reply.id}>
          <button
            type="button"
            onClick={() => onPick(reply.text)}
            className="flex h-full min-h-10 w-full flex-col items-start justify-center gap-1 rounded-full border border-navy-200 bg-white px-3 py-1.5 text-left transition hover:border-brand hover:bg-navy-50 sm:rounded-xl sm:p-2.5"
          >
            <span className="flex items-center gap-1.5 text-[0.8rem] font-semibold leading-tight text-navy-900 sm:text-sm">
              <QuickReplyIcon name={reply.icon} className="h-4 w-4 shrink-0 text-brand" />
              {reply.text}
            </span>
            {reply.description ? <span className="hidden text-xs leading-snug text-slate-600 sm:block">{reply.description}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The answers a booking question offers, as chips; a tap sends the chip's text. */
function Choices({ choices, onPick }: { choices: readonly ChatChoice[]; onPick: (text: string) => void }) {
  return (
    <ul className="mt-2 flex w-full flex-wrap gap-1.5" aria-label="Suggested answers">
      {choices.map((choice) => (
        <li key={choice.text}>
          <button
            type="button"
            onClick={() => onPick(choice.text)}
            className="min-h-10 rounded-full border border-brand/40 bg-white px-3.5 py-1.5 text-sm font-medium text-brand transition hover:border-brand hover:bg-navy-50"
          >
            {choice.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface BubbleProps {
  message: ChatMessage;
  /** The quick replies to show under this message, if it is the one that shows them. */
  quickReplies: readonly QuickReply[] | null;
  /** The choices to show under this message, if it is the question being answered. */
  choices: readonly ChatChoice[] | null;
  onPick: (text: string) => void;
  onRetry: (id: string) => void;
  itemRef: (id: string, element: HTMLLIElement | null) => void;
}

function MessageBubble({ message, quickReplies, choices, onPick, onRetry, itemRef }: BubbleProps) {
  const mine = message.sender === "user";
  return (
    <li ref={(element) => itemRef(message.id, element)} className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[80%] whitespace-pre-line break-words rounded-2xl px-3.5 py-2.5 text-[0.95rem] leading-relaxed shadow-sm ${
          mine ? "rounded-br-sm bg-brand text-white" : "rounded-bl-sm border border-slate-200 bg-white text-slate-800"
        } ${message.failed ? "opacity-70" : ""}`}
      >
        <span className="sr-only">{mine ? "You said: " : `${FIRM_NAME} said: `}</span>
        {mine ? message.text : <LinkedText text={message.text} />}
      </div>
      {message.failed ? (
        <p className="mt-1 flex items-center gap-2 px-1 text-xs font-medium text-red-700">
          <span>Not delivered</span>
          <button
            type="button"
            onClick={() => onRetry(message.id)}
            className="rounded-full border border-red-300 bg-white px-2.5 py-1 font-semibold text-red-700 hover:bg-red-50"
          >
            Retry
          </button>
        </p>
      ) : (
        <time dateTime={new Date(message.time).toISOString()} className="mt-1 px-1 text-xs text-slate-600">
          {formatTime(message.time)}
        </time>
      )}
      {quickReplies ? <QuickReplies replies={quickReplies} onPick={onPick} /> : null}
      {choices ? <Choices choices={choices} onPick={onPick} /> : null}
    </li>
  );
}

/**
 * The legal-assistance chat: a round toggle at the bottom right and the conversation panel, which
 * on a phone is a full-screen sheet sized to the visible part of the screen (above the keyboard).
 */
export interface ChatWidgetProps {
  defaultQuickReplies: readonly QuickReply[];
  /** The longest message the server accepts. */
  maxLength: number;
}

export function ChatWidget({ defaultQuickReplies, maxLength }: ChatWidgetProps) {
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
  const itemsRef = useRef(new Map<string, HTMLLIElement>());
  const openRef = useRef(open);
  const sheet = useMediaQuery(SHEET_QUERY);
  const online = useOnline();
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
    setConversation((current) => (current.messages.length > 0 ? current : { ...current, messages: [botMessage(TEXTS.chatGreeting(FIRM_NAME), true)] }));
    if (!repliesRequested.current) {
      repliesRequested.current = true;
      void fetchQuickReplies().then((replies) => {
        if (replies) setQuickReplies(replies);
      });
    }
  }, []);

  // Focus goes back to the toggle once it is shown again (on a phone it is hidden under the sheet).
  const returnFocusRef = useRef(false);
  const closePanel = useCallback((returnFocus: boolean) => {
    returnFocusRef.current = returnFocus;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocusRef.current) return;
    returnFocusRef.current = false;
    toggleRef.current?.focus();
  }, [open]);

  const markFailed = useCallback((id: string, failed: boolean) => {
    setConversation((current) => ({
      ...current,
      messages: current.messages.map((message) => {
        if (message.id !== id) return message;
        const updated: ChatMessage = { ...message, failed: true };
        if (!failed) delete updated.failed;
        return updated;
      }),
    }));
  }, []);

  /** Sends a message already in the list; one the server never answered is marked for a retry. */
  const deliver = useCallback(
    async (message: ChatMessage) => {
      setWaiting((count) => count + 1);
      try {
        const reply = await sendChatMessage(message.text, conversationIdRef.current);
        addMessage(botMessage(reply.response, reply.showOptions, reply.quickReplies, reply.choices), reply.conversationId);
      } catch {
        markFailed(message.id, true);
        addMessage(botMessage(TEXTS.chatError, false));
      } finally {
        setWaiting((count) => count - 1);
        if (!openRef.current) setUnread((count) => count + 1);
      }
    },
    [addMessage, markFailed],
  );

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      const message = userMessage(text);
      addMessage(message);
      setInput("");
      void deliver(message);
    },
    [addMessage, deliver],
  );

  const retry = useCallback(
    (id: string) => {
      const message = conversation.messages.find((candidate) => candidate.id === id);
      if (!message) return;
      markFailed(id, false);
      void deliver(message);
    },
    [conversation.messages, deliver, markFailed],
  );

  const itemRef = useCallback((id: string, element: HTMLLIElement | null) => {
    if (element) itemsRef.current.set(id, element);
    else itemsRef.current.delete(id);
  }, []);

  // On a phone the sheet is a modal dialog: focus moves into it at once and stays there.
  const modal = open && sheet;
  useFocusTrap(panelRef, modal);
  useEffect(() => {
    if (modal && !panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
  }, [modal]);

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

  /**
   * Keeps the newest message in view: the visitor's own message and the typing indicator at the
   * bottom; a reply with its first line at the top when it is too long to show whole.
   */
  const lastMessage = conversation.messages.at(-1);
  const scrollToLatest = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const bottom = list.scrollHeight - list.clientHeight;
    const item = lastMessage && lastMessage.sender === "bot" && waiting === 0 ? itemsRef.current.get(lastMessage.id) : undefined;
    list.scrollTop = item ? Math.min(item.offsetTop - SCROLL_MARGIN_PX, bottom) : bottom;
  }, [lastMessage, waiting]);

  useEffect(() => {
    if (open) scrollToLatest();
  }, [open, scrollToLatest]);

  // On a phone the sheet covers the page: the page must not scroll behind it.
  useEffect(() => {
    if (!open || !sheet) return;
    const { documentElement, body } = document;
    const previous = [documentElement.style.overflow, body.style.overflow];
    documentElement.style.overflow = "hidden";
    body.style.overflow = "hidden";
    return () => {
      [documentElement.style.overflow, body.style.overflow] = previous;
    };
  }, [open, sheet]);

  // The sheet follows the visual viewport, so the keyboard never covers the input or the newest message.
  useEffect(() => {
    const viewport = window.visualViewport;
    const panel = panelRef.current;
    if (!open || !sheet || !viewport || !panel) return;
    const fit = () => {
      panel.style.setProperty("--chat-sheet-height", `${viewport.height}px`);
      panel.style.setProperty("--chat-sheet-top", `${viewport.offsetTop}px`);
      scrollToLatest();
    };
    fit();
    viewport.addEventListener("resize", fit);
    viewport.addEventListener("scroll", fit);
    return () => {
      viewport.removeEventListener("resize", fit);
      viewport.removeEventListener("scroll", fit);
    };
  }, [open, sheet, scrollToLatest]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(input);
  };

  const canSend = input.trim().length > 0;
  const lastBotIndex = conversation.messages.findLastIndex((message) => message.sender === "bot");
  return (
    <div>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={`${FIRM_NAME} legal assistance chat`}
          aria-modal={sheet ? true : undefined}
          tabIndex={sheet ? -1 : undefined}
          data-layout={sheet ? "sheet" : "panel"}
          className="fixed inset-x-0 top-[var(--chat-sheet-top,0px)] z-[60] flex outline-none h-[var(--chat-sheet-height,100dvh)] w-full flex-col overflow-hidden bg-slate-50 sm:top-auto sm:bottom-[5.5rem] sm:left-auto sm:right-6 sm:z-50 sm:h-[650px] sm:max-h-[calc(100dvh-6.5rem)] sm:w-[380px] sm:min-w-[320px] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
        >
          <div className="on-dark flex shrink-0 items-center gap-3 bg-navy-900 px-4 py-3 text-white">
            <FirmLogo className="h-10 w-10 shrink-0 rounded-lg" />
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
          <div ref={listRef} className="relative h-[490px] min-h-0 flex-auto overflow-y-auto overscroll-contain px-3 py-4">
            <ol role="log" aria-live="polite" aria-label="Conversation" className="space-y-4">
              {conversation.messages.map((message, index) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  quickReplies={index === lastBotIndex && message.showOptions ? (message.quickReplies ?? quickReplies) : null}
                  choices={index === conversation.messages.length - 1 && waiting === 0 ? (message.choices ?? null) : null}
                  onPick={send}
                  onRetry={retry}
                  itemRef={itemRef}
                />
              ))}
            </ol>
            {waiting > 0 ? (
              <div
                role="status"
                aria-label={`${FIRM_NAME} is typing`}
                className="mt-4 inline-flex gap-1 rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3.5"
                data-testid="typing-indicator"
              >
                <span className="animate-chat-dot h-2 w-2 rounded-full bg-slate-500" />
                <span className="animate-chat-dot h-2 w-2 rounded-full bg-slate-500 [animation-delay:150ms]" />
                <span className="animate-chat-dot h-2 w-2 rounded-full bg-slate-500 [animation-delay:300ms]" />
              </div>
            ) : null}
          </div>
          {online ? null : (
            <p role="status" className="shrink-0 border-t border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
              {OFFLINE_NOTICE}
            </p>
          )}
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
          open ? "bg-red-600 hover:bg-red-700 max-sm:hidden" : "bg-brand hover:bg-brand-dark"
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
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -right-1 -top-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white ring-2 ring-white"
          >
            {unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
