import { describe, expect, expectTypeOf, it } from 'vitest';
import { route, type RouteParamNames } from './route';

describe('route', () => {
  it('keeps the pattern for the router', () => {
    expect(route('/booking/edit/:id').pattern).toBe('/booking/edit/:id');
  });

  it('builds a path from its parameters, URL-encoded', () => {
    expect(route('/booking/:id').to({ id: 'b-1' })).toBe('/booking/b-1');
    expect(route('/orders/:orderId/lines/:line').to({ orderId: 7, line: 'a b/c' })).toBe('/orders/7/lines/a%20b%2Fc');
    expect(route('/crm').to()).toBe('/crm');
  });

  it('appends a query when one is given', () => {
    expect(route('/crm').to({ addContact: '+49 1', name: 'Ann' })).toBe('/crm?addContact=%2B49+1&name=Ann');
    expect(route('/crm').to(new URLSearchParams({ q: 'x' }))).toBe('/crm?q=x');
    expect(route('/crm').to('?q=x')).toBe('/crm?q=x');
    expect(route('/report/:id').to({ id: 'r1' }, { tab: 'photos' })).toBe('/report/r1?tab=photos');
    expect(route('/crm').to('')).toBe('/crm');
  });

  it('refuses an empty parameter rather than building a path to another screen', () => {
    expect(() => route('/booking/:id').to({ id: '' })).toThrow('/booking/:id: no value for :id');
  });

  it('types the parameters from the pattern', () => {
    expectTypeOf<RouteParamNames<'/a/:id/b/:other'>>().toEqualTypeOf<'id' | 'other'>();
    expectTypeOf<RouteParamNames<'/a'>>().toEqualTypeOf<never>();
    // Checked by the compiler only (typecheck), never run.
    const misuses = () => [
      // @ts-expect-error a path with a parameter needs it
      route('/booking/:id').to(),
      // @ts-expect-error the parameter is named by the pattern
      route('/booking/:id').to({ bookingId: '1' }),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});
