import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@inspection/test-config';
import { NODE_TESTS } from './vitest.server.config';

// The files in Node's environment are a project of their own (vitest.server.config.ts): these share a worker.
export default vitestConfig('jsdom', { exclude: [...configDefaults.exclude, ...NODE_TESTS] });
