// Helpers over the platform this worker drives (its ports: tools/e2e-platforms.ts): the apps' origins, the control
// API and the demo staff user.
import { expect, type Page } from '@playwright/test';
import { workerPlatformOffset } from '../../tools/e2e-platforms';
import { CONTROL_PORT } from '../../tools/platform-control';
import { APP_PORTS, BACKEND_PORT, type WebAppName } from '../../tools/rsbuild/apps';

const offset = workerPlatformOffset();
const local = (port: number) => `http://localhost:${port + offset}`;

export const ORIGINS = Object.fromEntries(Object.entries(APP_PORTS).map(([app, port]) => [app, local(port)])) as Record<WebAppName, string>;

export type AppName = WebAppName;

export const BACKEND_URL = local(BACKEND_PORT);
export const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'admin@example.com';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'admin1234';

export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT + offset}`;

async function control(pathname: string) {
  const response = await fetch(`${CONTROL_URL}${pathname}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
}

export const stopApp = (app: AppName) => control(`/apps/${app}/stop`);
export const startApp = (app: AppName, root?: string) =>
  control(`/apps/${app}/start${root ? `?root=${encodeURIComponent(root)}` : ''}`);

export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Every request the page makes, for origin assertions. */
export function recordRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}
