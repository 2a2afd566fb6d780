// A tap on the server-rendered first step before its script has run is kept, and happens once the page is live.
import { describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from './early-clicks';

describe('clicks before hydration', () => {
  it('keeps a button clicked before hydration and clicks it again, once, after; later clicks go straight through', () => {
    document.body.innerHTML = '<div id="book-root"><button type="button"><span>Standard 120-point</span></button></div>';
    new Function(EARLY_CLICKS_SCRIPT)();
    const button = document.querySelector('button')!;
    const handler = vi.fn();
    // React's listener sits at the root: an early click must not reach it before hydration.
    document.getElementById('book-root')!.addEventListener('click', handler);
    button.querySelector('span')!.click();
    expect(handler).not.toHaveBeenCalled();
    // The tap shows while the page's scripts load.
    expect(button).toHaveAttribute('aria-busy', 'true');

    replayEarlyClicks();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
    replayEarlyClicks();
    expect(handler).toHaveBeenCalledTimes(1);
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
    // The script's listener is off the document: it no longer keeps clicks whatever the flag says.
    (window as Window & { __bookHydrated?: boolean }).__bookHydrated = false;
    button.click();
    expect(handler).toHaveBeenCalledTimes(3);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('clicks the new button with the same words when hydration replaced the server-rendered one', () => {
    document.body.innerHTML = '<div id="book-root"><button type="button">Premium</button><button type="button">Standard 120-point</button></div>';
    (window as Window & { __bookHydrated?: boolean }).__bookHydrated = false;
    new Function(EARLY_CLICKS_SCRIPT)();
    document.querySelectorAll('button')[1].click();
    document.getElementById('book-root')!.innerHTML = '<button type="button">Premium</button><button type="button">Standard 120-point</button>';
    const handler = vi.fn((event: Event) => (event.target as Element).textContent);
    document.getElementById('book-root')!.addEventListener('click', handler);
    replayEarlyClicks();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.results[0].value).toBe('Standard 120-point');
  });
});
