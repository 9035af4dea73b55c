import { useCallback, useEffect, useRef, useState } from 'react';
import { readJson, removeJson, writeJson } from '../../lib/local-json';

type Data = Record<string, unknown>;

interface Draft {
  savedAt: string;
  data: Data;
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).savedAt === 'string' &&
  typeof (value as Draft).data === 'object';

/** Typing pauses this long before the draft is written. */
const WRITE_DELAY_MS = 600;

/**
 * A form's unsaved input kept in localStorage under `key` (no key: nothing is kept). Answers
 * the draft found when the form opened, `keep` to call as the person types, and `clear` for
 * after a save or when they discard it.
 */
export function useFormDraft(key: string | undefined) {
  const storageKey = key ? `draft:${key}` : undefined;
  const [found] = useState(() => (storageKey ? readJson(storageKey, isDraft) : null));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const keep = useCallback(
    (data: Data) => {
      if (!storageKey) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => writeJson(storageKey, { savedAt: new Date().toISOString(), data }),
        WRITE_DELAY_MS,
      );
    },
    [storageKey],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    if (storageKey) removeJson(storageKey);
  }, [storageKey]);
  return { found, keep, clear };
}
