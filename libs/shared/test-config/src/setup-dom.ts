// Shared set-up for component tests: jest-dom matchers and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: lazily loaded screens (the car diagram) take longer than 1 s to
// import when CI runs every project's suite in parallel on two cores. A test that never finds its element still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
