"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { ChatWidgetProps } from "./ChatWidget";

const ChatWidget = dynamic(() => import("./ChatWidget").then((module) => module.ChatWidget), { ssr: false });

const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads the chat once the page has painted and the browser is idle, so it never delays first
 * paint. The default quick replies and the message limit come from the server, keeping the
 * collection definitions (and their zod schemas) out of the browser bundle.
 */
export function ChatLauncher(props: ChatWidgetProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? <ChatWidget {...props} /> : null;
}
