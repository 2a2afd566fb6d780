// Which optional columns a person shows, remembered in this browser (docs/architecture/tables.md): each choice is kept
// by column, so a column added later starts at its default and the other choices stay as they were.
import { useCallback, useState } from 'react';

export interface OptionalColumn<K extends string = string> {
  key: K;
  label: string;
  /** Shown until the person chooses otherwise. */
  shownByDefault: boolean;
}

function readChoices(storageKey: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** The shown optional columns and a toggle that remembers the choice under `storageKey` (localStorage). */
export function useRememberedColumns<K extends string>(storageKey: string, columns: readonly OptionalColumn<K>[]) {
  const [choices, setChoices] = useState(() => readChoices(storageKey));
  const isShown = useCallback(
    (key: K) => {
      const chosen = choices[key];
      return typeof chosen === 'boolean' ? chosen : (columns.find((c) => c.key === key)?.shownByDefault ?? true);
    },
    [choices, columns],
  );
  const setShown = useCallback(
    (key: K, shown: boolean) => {
      setChoices((previous) => {
        const next = { ...previous, [key]: shown };
        try {
          globalThis.localStorage?.setItem(storageKey, JSON.stringify(next));
        } catch {
          // Private mode or a full storage: the choice holds until the page is left.
        }
        return next;
      });
    },
    [storageKey],
  );
  return { isShown, setShown };
}
