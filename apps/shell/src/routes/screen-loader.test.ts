// The route's loader waits for the screen's code (so the screen renders loaded and never suspends), not its reads.
import { describe, expect, it, vi } from 'vitest';
import type { ScreenManifest } from '@inspection/platform-manifest';
import { loadScreenForNavigation } from '../remotes/remote-screens';
import { screenLoader } from './screen-prefetch';

vi.mock('../remotes/remote-screens', () => ({ loadScreenForNavigation: vi.fn() }));

const screen = { module: 'BookingsDashboard', prefetch: [] } as unknown as ScreenManifest;

describe("a screen route's loader", () => {
  it('starts the screen’s load and returns once it has settled', async () => {
    let finish!: () => void;
    vi.mocked(loadScreenForNavigation).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    let returned = false;
    const loading = screenLoader({ remote: 'bookings', screen })({ params: {} }).then(() => (returned = true));
    expect(loadScreenForNavigation).toHaveBeenCalledWith('bookings', 'BookingsDashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(returned).toBe(false);
    finish();
    await loading;
    expect(returned).toBe(true);
  });

  it('lets the navigation go on when the load cannot even start (the screen shows the failure)', async () => {
    vi.mocked(loadScreenForNavigation).mockImplementation(() => {
      throw new Error('no federation runtime');
    });
    await expect(screenLoader({ remote: 'bookings', screen })({ params: {} })).resolves.toBeNull();
  });
});
