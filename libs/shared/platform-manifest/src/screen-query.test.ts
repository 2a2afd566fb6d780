import { describe, expect, it } from 'vitest';
import { bookingsQueries } from './queries/bookings';
import { screenQueryKey, type ScreenQuery } from './screen-query';

const list: ScreenQuery = { key: ['things', 'list'], table: 'things', select: 'id, name', order: [{ column: 'name', ascending: true }], staleTime: 1000 };

describe('screen query keys', () => {
  it('start with the area’s prefix, so the area’s invalidations reach them', () => {
    expect(screenQueryKey(list).slice(0, 2)).toEqual(['things', 'list']);
    expect(screenQueryKey(bookingsQueries.firstPage).slice(0, 2)).toEqual(['bookings', 'list']);
    expect(screenQueryKey(bookingsQueries.summary).slice(0, 1)).toEqual(['bookings']);
  });
  it('differ when the rows’ shape differs (another select or order), so a shell and a remote of other versions never share rows', () => {
    expect(screenQueryKey(list)).toEqual(screenQueryKey({ ...list }));
    expect(screenQueryKey({ ...list, select: 'id, name, colour' })).not.toEqual(screenQueryKey(list));
    expect(screenQueryKey({ ...list, order: [{ column: 'name', ascending: false }] })).not.toEqual(screenQueryKey(list));
    expect(screenQueryKey({ ...list, order: undefined })).toEqual([...list.key, { table: 'things', select: 'id, name', order: [] }]);
  });
  it('of a function call carry its name and arguments, so another page or search is another key', () => {
    const call: ScreenQuery = { key: ['things', 'list'], rpc: 'list_things', args: { p_offset: 0, p_search: '' }, staleTime: 1000 };
    expect(screenQueryKey(call)).toEqual(['things', 'list', { rpc: 'list_things', args: { p_offset: 0, p_search: '' } }]);
    expect(screenQueryKey({ ...call, args: { p_offset: 100, p_search: '' } })).not.toEqual(screenQueryKey(call));
    expect(screenQueryKey({ ...call, rpc: 'list_other_things' })).not.toEqual(screenQueryKey(call));
  });
});
