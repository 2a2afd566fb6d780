// Ordered-list helpers shared by sections, fields, child fields and options. All return new arrays.
export type MoveDirection = 'up' | 'down';

export function canMove(length: number, index: number, direction: MoveDirection): boolean {
  if (index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** Moving the first item up or the last item down does nothing. */
export function moveItem<T>(list: readonly T[], index: number, direction: MoveDirection): T[] {
  if (!canMove(list.length, index, direction)) return [...list];
  const target = direction === 'up' ? index - 1 : index + 1;
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function moveItemTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function insertAfter<T>(list: readonly T[], index: number, item: T): T[] {
  const at = index < 0 || index >= list.length ? list.length : index + 1;
  return [...list.slice(0, at), item, ...list.slice(at)];
}

export function replaceById<T extends { id: string }>(list: readonly T[], id: string, update: (item: T) => T): T[] {
  let changed = false;
  const next = list.map((item) => {
    if (item.id !== id) return item;
    changed = true;
    return update(item);
  });
  return changed ? next : (list as T[]);
}

export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}

export function moveById<T extends { id: string }>(list: readonly T[], id: string, direction: MoveDirection): T[] {
  return moveItem(list, list.findIndex((item) => item.id === id), direction);
}
