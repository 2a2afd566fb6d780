// Checked by hand, not with zod: this runs on every page before sign-in, and even zod/mini adds ~30 KiB of gzip
// JavaScript to the login page (bench:web) for eight fields.

/** Shape of /runtime-config.json, served by every web app's origin and read at start. */
export interface RuntimeConfig {
  backendUrl: string;
  anonKey: string;
  /** Remote name → its mf-manifest.json URL; empty on a remote's own standalone page. */
  remotes: Record<string, string>;
  sheets: {
    baseUrl: string;
    reportsSpreadsheetId: string;
    reportsRange: string;
    callLogsSpreadsheetId: string;
    callLogsSheet: string;
  };
  webhookUrl: string;
  /** The console (shell) origin, where a remote served on its own sends staff to sign in. */
  consoleUrl?: string;
  /** The business time zone (IANA name) the database uses too; every screen's day boundaries follow it. */
  businessTimeZone?: string;
  /** Keys added by a newer deployment pass through untouched instead of being dropped. */
  [key: string]: unknown;
}

import { isRecord, isTimeZone } from '@inspection/shared-domain';

type Problems = string[];

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new URL(value); // throws on a relative or malformed address
    return true;
  } catch {
    return false;
  }
}

function checkUrl(value: unknown, path: string, problems: Problems): void {
  if (!isAbsoluteUrl(value)) problems.push(`${path}: expected an absolute URL`);
}

function checkText(value: unknown, path: string, problems: Problems): void {
  if (typeof value === 'string' && value.length > 0) return;
  problems.push(`${path}: expected non-empty text`);
}

function checkObject(value: unknown, path: string, problems: Problems): value is Record<string, unknown> {
  if (isRecord(value)) return true;
  problems.push(`${path}: expected an object`);
  return false;
}

/** Checks a parsed JSON value against the runtime config shape; throws an error naming every problem. */
export function parseRuntimeConfig(value: unknown, source = 'runtime config'): RuntimeConfig {
  const problems: Problems = [];
  if (checkObject(value, '(root)', problems)) {
    checkUrl(value.backendUrl, 'backendUrl', problems);
    checkText(value.anonKey, 'anonKey', problems);
    if (value.remotes !== undefined && checkObject(value.remotes, 'remotes', problems)) {
      for (const [name, entry] of Object.entries(value.remotes)) checkUrl(entry, `remotes.${name}`, problems);
    }
    if (checkObject(value.sheets, 'sheets', problems)) {
      checkUrl(value.sheets.baseUrl, 'sheets.baseUrl', problems);
      for (const key of ['reportsSpreadsheetId', 'reportsRange', 'callLogsSpreadsheetId', 'callLogsSheet']) {
        checkText(value.sheets[key], `sheets.${key}`, problems);
      }
    }
    checkUrl(value.webhookUrl, 'webhookUrl', problems);
    if (value.consoleUrl !== undefined) checkUrl(value.consoleUrl, 'consoleUrl', problems);
    if (value.businessTimeZone !== undefined && !isTimeZone(value.businessTimeZone)) {
      problems.push('businessTimeZone: expected an IANA time zone name');
    }
  }
  if (problems.length > 0) throw new Error(`Invalid runtime config from ${source}: ${problems.join('; ')}`);
  const config = value as RuntimeConfig;
  return { ...config, remotes: config.remotes ?? {} };
}

/** Fetches and validates the runtime config (never cached: a redeploy must be seen on reload). */
export async function loadRuntimeConfig(configUrl = '/runtime-config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(configUrl, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new Error(`Could not load runtime config from ${configUrl}: ${(cause as Error)?.message ?? cause}`, {
      cause,
    });
  }
  if (!response.ok) {
    throw new Error(`Could not load runtime config from ${configUrl}: HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new Error(`Could not load runtime config from ${configUrl}: the response is not JSON`, { cause });
  }
  return parseRuntimeConfig(json, configUrl);
}
