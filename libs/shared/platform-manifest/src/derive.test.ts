import { describe, expect, it } from 'vitest';
import { exposeFileName, federationExposes, manifestProblems, roleMayOpen, sidebarLinks, staticPrefix } from './derive';
import type { RemoteManifest } from './remote-manifest';

const shop: RemoteManifest = {
  remote: 'shop',
  screens: [
    { module: 'ShopHome', routes: ['/shop', '/store'], access: 'staff', layout: 'staff-shell', sidebar: { label: 'Shop', icon: 'Building2', position: 20 } },
    { module: 'OrderDetails', routes: ['/orders/:id', '/orders/edit/:id'], access: 'staff', layout: 'staff-shell' },
    { module: 'Receipt', routes: ['/receipt/:id'], access: 'open', layout: 'outside' },
  ],
};
const home: RemoteManifest = {
  remote: 'home',
  screens: [{ module: 'Home', routes: ['/'], access: 'staff', layout: 'staff-shell', sidebar: { label: 'Home', icon: 'BarChart3', position: 10 } }],
};

describe('the manifest derivations', () => {
  it('names the exposes file after the module in kebab case', () => {
    expect(exposeFileName('BookingDetails')).toBe('booking-details');
    expect(exposeFileName('Crm')).toBe('crm');
    expect(exposeFileName('SvgJsonBuilder')).toBe('svg-json-builder');
  });

  it('exposes every screen of a remote under ./<module>', () => {
    expect(federationExposes(shop)).toEqual({
      './ShopHome': './src/exposes/shop-home.ts',
      './OrderDetails': './src/exposes/order-details.ts',
      './Receipt': './src/exposes/receipt.ts',
    });
  });

  it('takes the fixed part of a route before its first parameter', () => {
    expect(staticPrefix('/booking/edit/:id')).toBe('/booking/edit');
    expect(staticPrefix('/settings')).toBe('/settings');
    expect(staticPrefix('/:id')).toBe('/');
  });

  it('orders the sidebar by position and keeps an entry lit on the other staff-shell screens of its remote', () => {
    const links = sidebarLinks([shop, home]);
    expect(links.map((link) => [link.label, link.to])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
    ]);
    // '/orders/edit' is covered by '/orders'; the open receipt page is not part of the frame.
    expect(links[1]).toMatchObject({ remote: 'shop', module: 'ShopHome', icon: 'Building2', alsoActiveOn: ['/store', '/orders'] });
    expect(links[0].alsoActiveOn).toEqual([]);
  });

  it("leaves a screen below one entry's path to that entry when its remote has two", () => {
    const bookings: RemoteManifest = {
      remote: 'bookings',
      screens: [
        { module: 'List', routes: ['/booking'], access: 'staff', layout: 'staff-shell', sidebar: { label: 'Booking', icon: 'CalendarCheck', position: 30 } },
        { module: 'Details', routes: ['/booking/:id'], access: 'staff', layout: 'staff-shell' },
        { module: 'Messages', routes: ['/messages'], access: 'staff', layout: 'staff-shell', sidebar: { label: 'Messages', icon: 'Mail', position: 35 } },
      ],
    };
    expect(sidebarLinks([bookings]).map((link) => [link.label, link.alsoActiveOn])).toEqual([['Booking', []], ['Messages', []]]);
  });

  it('finds paths answered twice, open screens in the staff frame and sidebar entries outside it', () => {
    expect(manifestProblems([shop, home], ['/login'])).toEqual([]);
    const broken: RemoteManifest = {
      remote: 'broken',
      screens: [
        { module: 'A', routes: ['/shop'], access: 'open', layout: 'staff-shell' },
        { module: 'A', routes: ['login'], access: 'open', layout: 'outside', sidebar: { label: 'A', icon: 'Settings', position: 1 } },
        { module: 'B', routes: [], access: 'staff', layout: 'outside' },
      ],
    };
    expect(manifestProblems([shop, broken])).toEqual([
      'broken/A is in the staff shell but open',
      '/shop is answered by both shop/ShopHome and broken/A',
      'broken/A is declared twice',
      'broken/A has a sidebar entry but is outside the shell',
      'broken/A: route "login" must start with /',
      'broken/B has no route',
    ]);
  });

  it('finds a screen query reading a route parameter that one of its screen’s paths lacks', () => {
    const order = { key: ['orders', 'one'], table: 'orders', select: 'id', match: { id: { param: 'id' } }, single: true, staleTime: 0 } as const;
    const orders: RemoteManifest = {
      remote: 'orders',
      screens: [
        { module: 'Order', routes: ['/order/:id', '/order/edit/:id'], access: 'staff', layout: 'outside', prefetch: [order] },
        { module: 'Latest', routes: ['/order/latest'], access: 'staff', layout: 'outside', prefetch: [order] },
      ],
    };
    expect(manifestProblems([orders])).toEqual(['orders/Latest: a screen query reads :id, which "/order/latest" lacks']);
  });

  it('lets a role open a staff screen only when the screen names it (every staff role when it names none)', () => {
    const office = { access: 'staff', roles: ['admin', 'staff'] } as const;
    expect(roleMayOpen(office, 'admin')).toBe(true);
    expect(roleMayOpen(office, 'staff')).toBe(true);
    expect(roleMayOpen(office, 'inspector')).toBe(false);
    expect(roleMayOpen({ access: 'staff' }, 'inspector')).toBe(true);
    expect(roleMayOpen({ access: 'open', roles: ['admin'] }, 'inspector')).toBe(true);
  });
});
