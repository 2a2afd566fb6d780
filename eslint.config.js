// Lint for the whole workspace. The module-boundary rule turns the Nx project tags into enforced constraints.
// Two axes (docs/architecture/vertical-slices.md): `scope:<area>` says which business area owns a project, `type:<layer>` what it
// is. An area's code uses its own slice, the shared slice, and another area only through that area's public API
// (tagged `visibility:public`); layers point downwards: app → feature → ui / data-access → domain.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin/nx';
import reactHooks from 'eslint-plugin-react-hooks';

export const AREAS = ['reports', 'forms', 'bookings', 'inspection', 'crm', 'calllogs', 'messages'];

export const depConstraints = [
  // Slices.
  ...AREAS.map((area) => ({ sourceTag: `scope:${area}`, onlyDependOnLibsWithTags: [`scope:${area}`, 'scope:shared', 'visibility:public'] })),
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The console's frame and the developer tooling pages belong to no area.
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The backend serves every area: it may share their pure rules (phone numbers, sheet rows), never a client or React.
  { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['type:domain'] },
  // Layers.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  // A piece of screen with its data (the public-link control, a remote's own page providers).
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  // Renders what it is given: no data access, no Database type.
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'] },
  // Pure rules: nothing of ours but other pure rules.
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
  // Plain data and types (route patterns, the generated Database type): nothing of ours.
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
  // The build configuration every app's rsbuild.config.ts imports (tools/build): plain data libs only, never an app,
  // so no arrow runs from the apps up to the rest of tools/.
  { sourceTag: 'type:build', onlyDependOnLibsWithTags: ['type:util'] },
  // Workspace tooling (serve, benchmarks, repository checks) may use any lib.
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
function restrictedImports(allowed, morePaths = []) {
  return [
    'error',
    {
      paths: [
        {
          name: 'react-router',
          message: "Import from 'react-router-dom': the console shares one router through it (tools/build/shared/react-router-dom.ts).",
        },
        ...morePaths,
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
const TEST_HARNESS_FILES = ['**/*.test.{ts,tsx}', 'libs/shared/supabase-client/src/testing/test-backend.ts', 'libs/shared/platform/src/testing/serve-test-backend.ts'];
// The benches build a screen into a page of their own through its app's declared entries (package.json exports): a
// remote's exposed screens and stylesheet, and the shell's sign-in page and frame for bench:web's monolith yardstick.
// (Patterns: both rules read these entries as regular expressions.)
const BENCH_ENTRIES = ['@inspection/[a-z]+/exposes/[a-z-]+', '@inspection/[a-z]+/styles\\.css', '@inspection/shell/(login-page|admin-layout)'];
// The workspace tools start the backend and build the buyer's page and /book page servers through those apps' declared
// entries.
const TOOL_ENTRIES = [
  BACKEND_TESTING,
  '@inspection/backend/server',
  '@inspection/backend/users',
  '@inspection/backend/cluster',
  '@inspection/reports/server',
  '@inspection/bookings/server',
  ...BENCH_ENTRIES,
];

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
      // Deliberate violations, linted only by tools/checks/lint-boundaries.test.ts.
      'tools/checks/fixtures/**',
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
    // Every page's start-up runs @inspection/platform and @inspection/ui (shared whole) and the shared-domain code they use.
    files: ['libs/shared/{platform,ui,domain}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports(REMOTE_MANIFESTS, [
        { name: 'zod', message: 'Check by hand here: zod (80 KB) would load on every page, the sign-in page included.' },
      ]),
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
    // The build configuration imports no app, not even a manifest: an app's rsbuild.config.ts hands it its own.
    files: ['tools/build/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports([]), '@nx/enforce-module-boundaries': moduleBoundaries([]) },
  },
  {
    // Build and test configuration may reach the shared tooling in tools/; product code may not.
    files: ['**/rsbuild.config.ts', '**/vitest.config.ts', '**/vitest.server.config.ts', 'playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
