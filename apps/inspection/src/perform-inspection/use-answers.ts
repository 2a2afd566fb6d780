// Reading the answers store from a component: each hook re-renders its component only when what it reads changes.
import { useCallback, useSyncExternalStore } from 'react';
import type { FieldAnswer, InspectionAnswers } from '@inspection/inspection-domain';
import type { AnswersStore, Listener } from './engine/answers-store';

/** One answer; the component re-renders only when this answer changes. */
export function useAnswer(store: AnswersStore, key: string): FieldAnswer | undefined {
  const subscribe = useCallback((listener: Listener) => store.subscribeKey(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(key));
}

/** A value computed from all answers (a count): the component re-renders only when the value changes. */
export function useAnswersValue<T>(store: AnswersStore, select: (answers: InspectionAnswers) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.all()));
}
