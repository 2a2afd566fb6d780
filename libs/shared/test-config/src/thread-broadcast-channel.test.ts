// The DOM set-up's BroadcastChannel (./thread-broadcast-channel.ts): a browser's within the thread, deaf to the others.
import { BroadcastChannel as NodeBroadcastChannel, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ThreadBroadcastChannel } from './thread-broadcast-channel';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('ThreadBroadcastChannel', () => {
  it('is the page’s BroadcastChannel in the DOM projects', () => {
    // By name: the set-up loaded its own copy of the module before the per-file module reset.
    expect(globalThis.BroadcastChannel.name).toBe(ThreadBroadcastChannel.name);
  });

  it('delivers a copy to every other channel of the name, in a later task, never to the sender or another name', async () => {
    const sender = new ThreadBroadcastChannel('auth');
    const byHandler = new ThreadBroadcastChannel('auth');
    const byListener = new ThreadBroadcastChannel('auth');
    const otherName = new ThreadBroadcastChannel('other');
    const heard: Record<string, unknown[]> = { sender: [], byHandler: [], byListener: [], otherName: [] };
    sender.onmessage = (event) => heard.sender.push(event.data);
    byHandler.onmessage = (event) => heard.byHandler.push(event.data);
    byListener.addEventListener('message', (event) => heard.byListener.push(event.data));
    otherName.onmessage = (event) => heard.otherName.push(event.data);

    const message = { event: 'SIGNED_IN' };
    sender.postMessage(message);
    message.event = 'changed after posting';
    expect(heard.byHandler).toEqual([]);
    await nextTask();
    expect(heard).toEqual({ sender: [], byHandler: [{ event: 'SIGNED_IN' }], byListener: [{ event: 'SIGNED_IN' }], otherName: [] });
    [sender, byHandler, byListener, otherName].forEach((channel) => channel.close());
  });

  it('stops hearing once closed, and a closed channel cannot post', async () => {
    const sender = new ThreadBroadcastChannel('auth');
    const closed = new ThreadBroadcastChannel('auth');
    const heard: unknown[] = [];
    closed.onmessage = (event) => heard.push(event.data);
    sender.postMessage('before close');
    closed.close();
    await nextTask();
    expect(heard).toEqual([]);
    sender.close();
    expect(() => sender.postMessage('after close')).toThrow('BroadcastChannel is closed.');
  });

  it("hears nothing posted in another thread, where Node's own channel hears it", async () => {
    const ours = new ThreadBroadcastChannel('auth');
    const nodes = new NodeBroadcastChannel('auth');
    const heardByOurs: unknown[] = [];
    ours.onmessage = (event) => heardByOurs.push(event.data);
    const heardByNodes = new Promise((resolve) => (nodes.onmessage = (event: { data: unknown }) => resolve(event.data)));
    const worker = new Worker("new BroadcastChannel('auth').postMessage('signed in in another file')", { eval: true });
    expect(await heardByNodes).toBe('signed in in another file');
    await nextTask();
    expect(heardByOurs).toEqual([]);
    ours.close();
    nodes.close();
    await worker.terminate();
  });
});
