// Helpers over the platform this worker drives (its ports: tools/dev/e2e-platforms.ts): the apps' origins, the control
// API and the demo staff user.
import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { AUTH_STORAGE_KEY } from '@inspection/platform';
import { workerPlatformOffset } from '../../tools/dev/e2e-platforms';
import { CONTROL_PORT } from '../../tools/dev/platform-control';
import { APP_PORTS, BACKEND_PORT, type WebAppName } from '@inspection/build/apps';

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

/** The backend's public (anon) key, from the console's runtime config. */
export async function anonKey(): Promise<string> {
  return ((await (await fetch(`${ORIGINS.shell}/runtime-config.json`)).json()) as { anonKey: string }).anonKey;
}

/** Headers for the backend's REST API as a user signed in by password (the demo staff user by default). */
export async function apiHeaders(email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const apikey = await anonKey();
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email}: ${response.status} ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token: string };
  return { apikey, Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
}

/**
 * Puts the demo password back if the demo user's password is still `from` (a password journey that failed half-way),
 * so the journeys after it in this worker, and its own retry, can still sign in.
 */
export async function restoreDemoPassword(from: string) {
  const headers = await apiHeaders(DEMO_EMAIL, from).catch(() => undefined);
  if (!headers) return;
  const reset = await fetch(`${BACKEND_URL}/auth/v1/user`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ password: DEMO_PASSWORD, current_password: from }),
  });
  if (!reset.ok) throw new Error(`could not restore the demo password: ${reset.status} ${await reset.text()}`);
}

/** The session the console keeps in localStorage after signing in with the form, got by the API with supabase-js
 * itself, so it is stored exactly as the console's own client stores it. */
async function storedSession(email: string, password: string): Promise<string> {
  const stored = new Map<string, string>();
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
  const client = createClient(BACKEND_URL, await anonKey(), {
    auth: { storageKey: AUTH_STORAGE_KEY, storage, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return stored.get(AUTH_STORAGE_KEY)!;
}

/**
 * Signs in by the API, not the form: the session is put where the console keeps it, from a blank page of the console's
 * origin, and the next `page.goto` opens the console signed in. One page load instead of the login page's and the
 * dashboard's it lands on (about 1.1 CPU-s a sign-in); the form has journeys of its own (platform.spec, keyboard.spec).
 */
export async function storeSession(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const session = await storedSession(email, password);
  const blank = `${ORIGINS.shell}/e2e-blank`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto(blank);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, session]);
  await page.unroute(blank);
}

/** Opens `path` of the console signed in as the demo staff user (see storeSession). */
export async function signIn(page: Page, path = '/admin') {
  await storeSession(page);
  await page.goto(path);
}

/** Signs in with the login form, as a person does; it lands on /admin. */
export async function signInWithForm(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Every request the page makes, for origin assertions. */
export function recordRequests(page: Page, { documentPath }: { documentPath?: string } = {}): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    // With documentPath, only the requests of the page at that path: the page being left (its frame's address is
    // still its own until the navigation commits) may still ask for something, as an idle prefetch does.
    if (documentPath === undefined || new URL(request.frame().url()).pathname === documentPath) urls.push(new URL(request.url()));
  });
  return urls;
}
