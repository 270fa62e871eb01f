"use client";

import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { api } from "./api-client";

/**
 * Loads what a screen shows from the API and hands it to `onLoaded`. A failure is reported as
 * `failed` (for an error with a retry, never an empty list); `retry()` asks again. Without a
 * path nothing is loaded.
 */
export function useLoad<T>(path: string | undefined, onLoaded: (body: T) => void): { failed: boolean; retry(): void } {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = useEffectEvent(onLoaded);

  useEffect(() => {
    if (!path) return;
    let current = true;
    api<T>(path)
      .then((body) => {
        if (current) loaded(body);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [path, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  return { failed, retry };
}
