import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime is the boundary here: these tests are about how the shell caches and shares loads.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { forgetRemoteScreen, getRemoteScreen, preloadRemoteScreen } = await import('./load-remote-screen');
const { registerRuntimeRemotes } = await import('./remote-registry');
const { RemoteScreen } = await import('./remote-screen');

const screenModule = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('loading remote screens', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    registerRuntimeRemotes({ calllogs: 'http://localhost:4206/mf-manifest.json' });
    forgetRemoteScreen('calllogs', 'CallLogs');
  });

  it('a preload and the render that follows share one load', async () => {
    runtime.loadRemote.mockResolvedValue(screenModule('Call Logs'));
    preloadRemoteScreen('calllogs', 'CallLogs');
    preloadRemoteScreen('calllogs', 'CallLogs');
    const Screen = getRemoteScreen('calllogs', 'CallLogs');
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Call Logs' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('calllogs/CallLogs');
  });

  it('a failed preload is forgotten, so the render loads again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(screenModule('Call Logs'));
    preloadRemoteScreen('calllogs', 'CallLogs');
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const Screen = getRemoteScreen('calllogs', 'CallLogs');
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Call Logs' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a remote missing from the runtime config never reaches the federation runtime', async () => {
    preloadRemoteScreen('nowhere', 'Screen');
    await Promise.resolve();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('a load refused for a remote missing from the runtime config is not cached', async () => {
    runtime.loadRemote.mockResolvedValue(screenModule('Later'));
    preloadRemoteScreen('later', 'Screen');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    registerRuntimeRemotes({ later: 'http://localhost:4299/mf-manifest.json' });
    const Screen = getRemoteScreen('later', 'Screen');
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('later/Screen');
  });

  it('a screen that fails while navigating (a transition) is loaded once and shows its failure, not loaded again and again', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote down'));
    let open!: () => void;
    function Navigation() {
      const [shown, setShown] = useState(false);
      open = () => startTransition(() => setShown(true));
      return <Suspense fallback="loading">{shown ? <RemoteScreen remote="calllogs" module="CallLogs" /> : <p>Before</p>}</Suspense>;
    }
    render(<Navigation />);
    act(() => open());
    expect(await screen.findByText(/could not be loaded/i)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
