import { describe, expect, it } from 'vitest';
import { bookingsQueries } from './queries/bookings';
import { inspectionQueries } from './queries/inspection';
import { bindScreenQuery, screenQueryKey, screenQueryParams, type ScreenQuery } from './screen-query';

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

  it('of one row carry the row’s filter, so each booking’s inspection is its own key', () => {
    const one = (bookingId: string) => screenQueryKey(bindScreenQuery(inspectionQueries.perform, { bookingId })!);
    const id = '56a3d90d-3333-4333-8333-000000000002';
    expect(one(id)).toEqual(['inspections', 'perform', expect.objectContaining({ table: 'inspection_data', match: { booking_id: id }, single: true })]);
    expect(one(id)).not.toEqual(one('3c22d954-3333-4333-8333-000000000003'));
  });
});

describe('binding a screen query to its route', () => {
  const order: ScreenQuery = { key: ['orders'], table: 'orders', select: 'id', match: { id: { param: 'id', format: 'uuid' }, kind: 'shop' }, staleTime: 0 };
  const id = '0c4b3a2e-1f00-4d2c-9a8b-7e6f5d4c3b2a';

  it('replaces each value of the route by the parameter and keeps fixed values', () => {
    expect(screenQueryParams(order)).toEqual(['id']);
    expect(bindScreenQuery(order, { id })).toEqual({ ...order, match: { id, kind: 'shop' } });
    expect(bindScreenQuery(bookingsQueries.firstPage, { id })).toBe(bookingsQueries.firstPage);
  });

  it('gives nothing to read when the parameter is missing, empty or not of its format', () => {
    expect(bindScreenQuery(order, {})).toBeUndefined();
    expect(bindScreenQuery(order, { id: '' })).toBeUndefined();
    expect(bindScreenQuery(order, { id: 'not-a-booking' })).toBeUndefined();
    expect(bindScreenQuery({ ...order, match: { id: { param: 'id' } } }, { id: 'latest' })).toMatchObject({ match: { id: 'latest' } });
  });
});
