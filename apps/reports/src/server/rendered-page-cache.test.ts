// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderedPageCache } from './rendered-page-cache';

const page = (name: string) => ({ head: `<head>${name}`, body: `<body>${name}` });

describe("the buyer's rendered pages kept for their next view", () => {
  it('renders a page once for the same inputs and again for any other', async () => {
    const cached = renderedPageCache();
    const render = vi.fn(async () => page('a'));
    expect(await cached({ report: { id: 1 }, language: 'en' }, render)).toEqual(page('a'));
    expect(await cached({ report: { id: 1 }, language: 'en' }, render)).toEqual(page('a'));
    expect(render).toHaveBeenCalledTimes(1);
    await cached({ report: { id: 1 }, language: 'ar' }, render);
    await cached({ report: { id: 2 }, language: 'en' }, render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps at most its limit, dropping the page least recently shown', async () => {
    const cached = renderedPageCache(2);
    const render = vi.fn(async () => page('x'));
    await cached('a', render);
    await cached('b', render);
    await cached('a', render);
    await cached('c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cached('a', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cached('b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('does not keep a page whose rendering failed', async () => {
    const cached = renderedPageCache();
    await expect(cached('a', async () => { throw new Error('render'); })).rejects.toThrow('render');
    const render = vi.fn(async () => page('a'));
    await cached('a', render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
