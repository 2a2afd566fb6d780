// The editor's marks with undo and redo: every change is a new list; undo steps back, redo forward, a new change
// after an undo drops what could have been redone.
import { useState } from 'react';
import type { PhotoAnnotation } from '@inspection/shared-domain';

interface History {
  past: PhotoAnnotation[][];
  present: PhotoAnnotation[];
  future: PhotoAnnotation[][];
}

export function useMarkHistory(initial: PhotoAnnotation[]) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });
  return {
    marks: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change: (next: PhotoAnnotation[]) => setHistory((h) => ({ past: [...h.past, h.present], present: next, future: [] })),
    undo: () =>
      setHistory((h) => (h.past.length ? { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] } : h)),
    redo: () =>
      setHistory((h) => (h.future.length ? { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) } : h)),
  };
}
