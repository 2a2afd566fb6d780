// Shared set-up for component tests: jest-dom matchers and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { startFileAfresh } from './fresh-file';
import { ThreadBroadcastChannel } from './thread-broadcast-channel';

// The DOM projects run their files one after another in a worker (isolate: false, ./index.js), which saves each
// file loading React, Testing Library and jsdom again. This set-up runs before every file: it loads our own modules
// afresh (so a file's vi.mock of a workspace module always applies and no module state leaks) and gives the file the
// page as the first file found it.
vi.resetModules();
startFileAfresh();
// Before any file's code: Node's BroadcastChannel would carry one thread's auth events to the others.
globalThis.BroadcastChannel = ThreadBroadcastChannel as unknown as typeof BroadcastChannel;

// findBy*/waitFor wait up to 5 s instead of 1 s: lazily loaded screens (the car diagram) take longer than 1 s to
// import when CI runs every project's suite in parallel on two cores. A test that never finds its element still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
