// Helpers over the served platform: the apps' origins, the control API and the demo staff user.
import { expect, type Page } from '@playwright/test';

export const ORIGINS = {
  shell: 'http://localhost:4200',
  reports: 'http://localhost:4201',
  forms: 'http://localhost:4202',
  bookings: 'http://localhost:4203',
  inspection: 'http://localhost:4204',
  crm: 'http://localhost:4205',
  calllogs: 'http://localhost:4206',
  tooling: 'http://localhost:4207',
} as const;

export type AppName = keyof typeof ORIGINS;

export const BACKEND_URL = 'http://localhost:54321';
export const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'admin@example.com';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'admin1234';

const CONTROL_URL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4290}`;

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
