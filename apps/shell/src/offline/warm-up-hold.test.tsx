// The page holds the service worker's warm-up while a navigation loads its screen, and lets go once it is idle again.
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WarmUpHold } from './warm-up-hold';

const holds = vi.hoisted(() => [] as boolean[]);
vi.mock('./register-service-worker', () => ({ holdWarmUp: (held: boolean) => holds.push(held) }));

describe('WarmUpHold', () => {
  it('holds the warm-up from the click until the new screen is drawn and the page idle', async () => {
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter([
      {
        element: (
          <>
            <WarmUpHold />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Dashboard</h1> },
          { path: '/crm', loader: () => code.then(() => null), element: <h1>Contacts</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    holds.length = 0;

    await act(async () => {
      void router.navigate('/crm');
    });
    expect(router.state.navigation.state).toBe('loading');
    await vi.waitFor(() => expect(holds).toEqual([true]));
    await act(async () => arrive());
    await screen.findByRole('heading', { name: 'Contacts' });
    await vi.waitFor(() => expect(holds).toEqual([true, false]));
  });
});
