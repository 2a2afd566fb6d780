// When the console registers its service worker: after the first screen has loaded, not while it loads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_DELAY_MS, registerServiceWorker } from './register-service-worker';

const REMOTES = { inspection: 'http://localhost:4204/mf-manifest.json' };

function stubServiceWorker() {
  const postMessage = vi.fn();
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, ready: Promise.resolve({ active: { postMessage } }), getRegistrations: vi.fn(async () => []) } });
  return { register, postMessage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('service worker registration', () => {
  it(`waits ${REGISTER_DELAY_MS} ms after the load and for an idle moment, then registers and asks for the warm-up`, async () => {
    const { register, postMessage } = stubServiceWorker();
    const idle = vi.fn((run: () => void) => setTimeout(run, 50));
    vi.stubGlobal('requestIdleCallback', idle);
    registerServiceWorker(REMOTES, true);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'warm', manifests: [REMOTES.inspection] }));
  });

  it('never registers on a dev server', async () => {
    const { register } = stubServiceWorker();
    registerServiceWorker(REMOTES, false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS + 5000);
    expect(register).not.toHaveBeenCalled();
  });
});
