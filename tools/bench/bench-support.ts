// What the browser benches share: signing in to the console as the demo user, and building a one-screen harness.
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { Page } from 'playwright-core';
import { tailwindPostcss } from '@inspection/build';
import { workspaceAliases } from '@inspection/test-config';

export const DEMO_EMAIL = process.env.DEMO_EMAIL || 'admin@example.com';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'admin1234';

/** Fills and sends the sign-in form the page shows, and waits for the dashboard. */
export async function submitSignIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
}

export async function signInToConsole(page: Page, shell: string): Promise<void> {
  await page.goto(`${shell}/login`);
  await submitSignIn(page);
}

/** A production build of one harness entry (a screen with its data stubbed at the HTTP level) into distPath. */
export async function buildBenchHarness(entry: string, title: string, distPath: string): Promise<void> {
  const rsbuild = await createRsbuild({
    cwd: new URL('../..', import.meta.url).pathname,
    config: {
      mode: 'production',
      source: { entry: { index: entry } },
      resolve: { alias: workspaceAliases },
      html: { title },
      output: { distPath: { root: distPath }, cleanDistPath: true },
      tools: { postcss: tailwindPostcss() },
      plugins: [pluginReact()],
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
}
