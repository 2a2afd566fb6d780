import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportReleaseFallback, resetReleaseFallbacksForTesting } from '../remotes/releases/release-fallbacks';
import { ReleaseFallbackNotice } from './release-fallback-notice';

const show = (isAdmin: boolean) =>
  render(
    <MemoryRouter>
      <ReleaseFallbackNotice isAdmin={isAdmin} />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetReleaseFallbacksForTesting();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the release fallback notice', () => {
  it('tells an admin which remote fell back, from which release to which build, and leads to /releases', async () => {
    show(true);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => reportReleaseFallback({ remote: 'calllogs', failed: '1.2.0+b2', loaded: '1.1.0+a1' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Release fallback: calllogs 1.2.0+b2 failed to load; this page runs 1.1.0+a1.');
    expect(screen.getByRole('link', { name: 'Open releases' })).toHaveAttribute('href', '/releases');
    act(() => reportReleaseFallback({ remote: 'crm', failed: '2.0.0+c', loaded: null }));
    expect(screen.getByRole('alert')).toHaveTextContent('crm 2.0.0+c failed to load; this page runs the runtime config build.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing to anyone else: the person working is not disturbed', () => {
    show(false);
    act(() => reportReleaseFallback({ remote: 'calllogs', failed: '1.2.0+b2', loaded: '1.1.0+a1' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith('Release 1.2.0+b2 of calllogs failed to load; loaded 1.1.0+a1 instead.');
  });
});
