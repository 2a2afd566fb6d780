// The ARIA radio group pattern for groups drawn as buttons (cards, segmented switches): the group is one Tab stop
// (the checked option), and the arrow keys move to and choose the previous or next option, wrapping around.
import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function radioGroupKeys<T>(values: readonly T[], value: T, onChange: (next: T) => void) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = STEPS[event.key];
      if (!step) return;
      event.preventDefault();
      const index = values.indexOf(value);
      const next = values[(index + step + values.length) % values.length];
      onChange(next);
      const radios = event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]');
      radios[values.indexOf(next)]?.focus();
    },
  };
}

/** The checked option is the group's Tab stop; with none checked, the first one is. */
export function radioTabIndex<T>(values: readonly T[], value: T, option: T): 0 | -1 {
  return option === value || (!values.includes(value) && option === values[0]) ? 0 : -1;
}
