import { describe, expect, it } from 'vitest';
import { manifestRoutes } from './derive';
import type { RemoteManifest } from './remote-manifest';
import { routeAt } from './route-at';

const manifests: RemoteManifest[] = [
  {
    remote: 'shop',
    screens: [
      { module: 'OrderDetails', routes: ['/orders/:id'], access: 'staff', layout: 'staff-shell' },
      { module: 'OrderEditor', routes: ['/orders/edit/:id'], access: 'staff', layout: 'staff-shell' },
    ],
  },
  { remote: 'home', screens: [{ module: 'Home', routes: ['/'], access: 'staff', layout: 'staff-shell' }] },
];
const routes = manifestRoutes(manifests);
const moduleAt = (pathname: string) => routeAt(routes, pathname)?.screen.module;

describe('the manifest route answering a pathname', () => {
  it('matches parameters as one segment each, ignoring a trailing slash', () => {
    expect(moduleAt('/orders/42')).toBe('OrderDetails');
    expect(moduleAt('/orders/42/')).toBe('OrderDetails');
    expect(routeAt(routes, '/')?.remote).toBe('home');
  });

  it('prefers the route with more fixed segments, as the router does', () => {
    expect(moduleAt('/orders/edit/42')).toBe('OrderEditor');
  });

  it('answers nothing for a path no screen has (the shell answers it, or no page does)', () => {
    expect(moduleAt('/login')).toBeUndefined();
    expect(moduleAt('/orders')).toBeUndefined();
    expect(moduleAt('/orders/42/items')).toBeUndefined();
  });
});
