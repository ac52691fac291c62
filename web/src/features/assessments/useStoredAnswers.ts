/**
 * The answers of a test in progress, kept in local storage so that a reload
 * (or a phone that drops the tab) resumes where the student stopped. Cleared
 * once the result is saved.
 */
import { useCallback, useEffect, useState } from 'react';

export interface StoredProgress {
  answers: Record<string, number>;
  /** The item on screen (0-based) */
  index: number;
}

const storageKey = (id: string) => `zy-assessment:${id}`;

function read(id: string): StoredProgress {
  try {
    const raw = localStorage.getItem(storageKey(id));
    if (!raw) return { answers: {}, index: 0 };
    const parsed = JSON.parse(raw) as Partial<StoredProgress>;
    const answers = Object.fromEntries(
      Object.entries(parsed.answers ?? {}).filter(([, v]) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5),
    ) as Record<string, number>;
    return { answers, index: Number.isInteger(parsed.index) && (parsed.index as number) >= 0 ? (parsed.index as number) : 0 };
  } catch {
    return { answers: {}, index: 0 };
  }
}

export function useStoredAnswers(id: string) {
  const [progress, setProgress] = useState<StoredProgress>(() => read(id));

  useEffect(() => setProgress(read(id)), [id]);

  const update = useCallback(
    (next: StoredProgress) => {
      setProgress(next);
      try {
        localStorage.setItem(storageKey(id), JSON.stringify(next));
      } catch {
        // storage full or disabled: the test still works, it just will not survive a reload
      }
    },
    [id],
  );

  const clear = useCallback(() => {
    localStorage.removeItem(storageKey(id));
    setProgress({ answers: {}, index: 0 });
  }, [id]);

  return { progress, update, clear };
}
