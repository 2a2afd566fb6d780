// Lint for the whole workspace. The module-boundary rule turns the Nx project tags into enforced constraints:
// apps use libs and never each other; libs never use apps; libs/domain uses nothing of ours.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin/nx';
import reactHooks from 'eslint-plugin-react-hooks';

export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:auth', 'type:data', 'type:ui', 'type:domain', 'type:standalone', 'type:car-parts', 'type:feature', 'type:manifest', 'type:database-types'],
  },
  // The providers of a remote's own page (served without the shell).
  { sourceTag: 'type:standalone', onlyDependOnLibsWithTags: ['type:auth', 'type:ui', 'type:domain', 'type:manifest'] },
  // A feature lib: one piece of screen with its data access that several apps mount (the report-link control).
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data', 'type:auth', 'type:ui', 'type:domain', 'type:database-types'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain'] },
  // The car-parts data set and its diagram (inspection, buyer report, tooling).
  { sourceTag: 'type:car-parts', onlyDependOnLibsWithTags: ['type:car-parts', 'type:ui', 'type:domain'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:auth', 'type:domain', 'type:database-types'] },
  // Sign-in redirects go to the console's paths (platform-manifest: plain data, nothing of ours).
  { sourceTag: 'type:auth', onlyDependOnLibsWithTags: ['type:domain', 'type:manifest', 'type:database-types'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
  // The type of a remote's manifest and what is derived from it: plain data and functions, nothing of ours.
  { sourceTag: 'type:manifest', onlyDependOnLibsWithTags: [] },
  // The Database type generated from supabase/migrations (npm run gen:types): whoever holds the Supabase client.
  { sourceTag: 'type:database-types', onlyDependOnLibsWithTags: [] },
  // Workspace tooling (build, serve, benchmarks) may use any lib.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
];

// Apps are deployed, never imported. (Their packages have no entry point, so the Nx rule cannot resolve them.)
const APP_PACKAGES = ['shell', 'reports', 'forms', 'bookings', 'inspection', 'crm', 'calllogs', 'tooling', 'backend'].map(
  (app) => `@inspection/${app}`,
);
// ...except a remote's manifest (plain data, checked by apps/shell/src/routes/manifest-routes.test.tsx): the shell compiles
// the remotes' manifests in to build its routes and sidebar.
const REMOTE_MANIFESTS = ['reports', 'forms', 'bookings', 'inspection', 'crm', 'calllogs', 'tooling'].map(
  (remote) => `@inspection/${remote}/manifest`,
);

/** Imports product code may not make; `allowed` lists the entry points of apps it may import. */
function restrictedImports(allowed) {
  return [
    'error',
    {
      paths: [
        {
          name: 'react-router',
          message: "Import from 'react-router-dom': the console shares one router through it (tools/rsbuild/shared/react-router-dom.ts).",
        },
      ],
      patterns: [
        {
          regex: `^(?!(${allowed.join('|')})$)(${APP_PACKAGES.join('|')})(/.*)?$`,
          message: "Apps are never imported (a remote's data-only manifest excepted): use a lib.",
        },
        { group: ['@inspection/*/src', '@inspection/*/src/*'], message: 'Import a lib through its public API (its index).' },
      ],
    },
  ];
}

function moduleBoundaries(allowed) {
  return [
    'error',
    { enforceBuildableLibDependency: false, allowCircularSelfDependency: false, banTransitiveDependencies: false, allow: allowed, depConstraints },
  ];
}

// The backend's exported test harness, which tests and the libs' integration-test plumbing import (never product code).
const BACKEND_TESTING = '@inspection/backend/testing';
const TEST_HARNESS_FILES = ['**/*.test.{ts,tsx}', 'libs/data/src/forms/test-backend.ts', 'libs/auth/src/testing/serve-test-backend.ts'];
// The workspace tools start the backend and build the buyer's page server through those apps' declared entries.
const TOOL_ENTRIES = [BACKEND_TESTING, '@inspection/backend/server', '@inspection/reports/server'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberate violations, linted only by tools/lint-boundaries.test.ts.
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': restrictedImports(REMOTE_MANIFESTS),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@nx/enforce-module-boundaries': moduleBoundaries(REMOTE_MANIFESTS),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: TEST_HARNESS_FILES,
    rules: {
      'no-restricted-imports': restrictedImports([...REMOTE_MANIFESTS, BACKEND_TESTING]),
      '@nx/enforce-module-boundaries': moduleBoundaries([...REMOTE_MANIFESTS, BACKEND_TESTING]),
    },
  },
  {
    files: ['tools/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports([...REMOTE_MANIFESTS, ...TOOL_ENTRIES]),
      '@nx/enforce-module-boundaries': moduleBoundaries([...REMOTE_MANIFESTS, ...TOOL_ENTRIES]),
    },
  },
  {
    // Build and test configuration may reach the shared tooling in tools/; product code may not.
    // ...and the bench's monolith entry imports app screens directly, on purpose: it is the non-federated yardstick.
    files: ['**/rsbuild.config.ts', '**/vitest.config.ts', 'playwright.config.ts', 'tools/bench/**', 'tools/bench-*.tsx'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
