// When the console registers its service worker: after the first screen has loaded, not while it loads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_DELAY_MS, registerServiceWorker } from './register-service-worker';

const REMOTES = { inspection: 'http://localhost:4204/mf-manifest.json' };

/** A registration whose worker is `state` ('installing' on a first visit, 'active' once installed). */
function stubServiceWorker(state: 'installing' | 'active' = 'installing') {
  const postMessage = vi.fn();
  const registration = Object.assign(new EventTarget(), { installing: null, waiting: null, active: null, [state]: { postMessage } });
  const register = vi.fn(async () => registration);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, getRegistrations: vi.fn(async () => []) } });
  return { register, postMessage, registration };
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

  it('asks an installing worker to warm up (it caches while it installs), once, and a worker found later as well', async () => {
    const { postMessage, registration } = stubServiceWorker('installing');
    registerServiceWorker(REMOTES, true);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS + 2000);
    registration.dispatchEvent(new Event('updatefound'));
    expect(postMessage).toHaveBeenCalledOnce();
    const update = vi.fn();
    Object.assign(registration, { installing: { postMessage: update } });
    registration.dispatchEvent(new Event('updatefound'));
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ type: 'warm' }));
  });

  it('asks an active worker to warm up what this page loaded', async () => {
    const { postMessage } = stubServiceWorker('active');
    registerServiceWorker(REMOTES, true);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS + 2000);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ type: 'warm', manifests: [REMOTES.inspection] }));
  });

  it('never registers on a dev server', async () => {
    const { register } = stubServiceWorker();
    registerServiceWorker(REMOTES, false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS + 5000);
    expect(register).not.toHaveBeenCalled();
  });
});
