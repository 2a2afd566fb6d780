import { describe, expect, it } from 'vitest';
import { canMove, insertAfter, moveItem, moveItemTo } from './list-rules';

describe('moving items', () => {
  const list = ['a', 'b', 'c'];

  it('moving the first item up does nothing', () => {
    expect(moveItem(list, 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(canMove(3, 0, 'up')).toBe(false);
  });

  it('moving the last item down does nothing', () => {
    expect(moveItem(list, 2, 'down')).toEqual(['a', 'b', 'c']);
    expect(canMove(3, 2, 'down')).toBe(false);
  });

  it('moves an item one place up or down', () => {
    expect(moveItem(list, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(canMove(3, 1, 'up') && canMove(3, 1, 'down')).toBe(true);
  });

  it('does not change the original list', () => {
    moveItem(list, 1, 'up');
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('moves an item to another position and inserts after an index', () => {
    expect(moveItemTo(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(insertAfter(list, 0, 'x')).toEqual(['a', 'x', 'b', 'c']);
    expect(insertAfter(list, -1, 'x')).toEqual(['a', 'b', 'c', 'x']);
  });
});
