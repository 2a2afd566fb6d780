// The screen's answers outside React state: a keystroke notifies the field it changed and the counts that read the
// answers, instead of re-rendering the whole 120-field form (see ../use-answers.ts for the hooks).
import type { FieldAnswer, InspectionAnswers } from '@inspection/inspection-domain';

export type Listener = () => void;

export interface AnswersStore {
  get(key: string): FieldAnswer | undefined;
  all(): InspectionAnswers;
  set(key: string, answer: FieldAnswer): void;
  /** Replaces every answer (after a save merged the server's); notifies the keys that changed. */
  replace(answers: InspectionAnswers): void;
  subscribeKey(key: string, listener: Listener): () => void;
  subscribe(listener: Listener): () => void;
}

export function createAnswersStore(initial: InspectionAnswers): AnswersStore {
  let answers = initial;
  const byKey = new Map<string, Set<Listener>>();
  const everyone = new Set<Listener>();
  const notify = (keys: Iterable<string>) => {
    for (const key of keys) byKey.get(key)?.forEach((listener) => listener());
    everyone.forEach((listener) => listener());
  };
  return {
    get: (key) => answers[key],
    all: () => answers,
    set(key, answer) {
      answers = { ...answers, [key]: answer };
      notify([key]);
    },
    replace(next) {
      const previous = answers;
      answers = next;
      notify([...new Set([...Object.keys(previous), ...Object.keys(next)])].filter((key) => previous[key] !== next[key]));
    },
    subscribeKey(key, listener) {
      const listeners = byKey.get(key) ?? new Set<Listener>();
      byKey.set(key, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) byKey.delete(key);
      };
    },
    subscribe(listener) {
      everyone.add(listener);
      return () => everyone.delete(listener);
    },
  };
}
