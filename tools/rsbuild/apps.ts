// The eight web apps of the console: their ports (fixed in the team contract) and what each remote exposes.
import { federationExposes, type RemoteManifest } from '@inspection/platform-manifest';
import { manifest as reports } from '@inspection/reports/manifest';
import { manifest as forms } from '@inspection/forms/manifest';
import { manifest as bookings } from '@inspection/bookings/manifest';
import { manifest as inspection } from '@inspection/inspection/manifest';
import { manifest as crm } from '@inspection/crm/manifest';
import { manifest as calllogs } from '@inspection/calllogs/manifest';
import { manifest as tooling } from '@inspection/tooling/manifest';

export type WebAppName = 'shell' | 'reports' | 'forms' | 'bookings' | 'inspection' | 'crm' | 'calllogs' | 'tooling';
export type RemoteName = Exclude<WebAppName, 'shell'>;

export const APP_PORTS: Record<WebAppName, number> = {
  shell: 4200,
  reports: 4201,
  forms: 4202,
  bookings: 4203,
  inspection: 4204,
  crm: 4205,
  calllogs: 4206,
  tooling: 4207,
};

export const WEB_APPS = Object.keys(APP_PORTS) as WebAppName[];
export const REMOTES = WEB_APPS.filter((name): name is RemoteName => name !== 'shell');

// What each remote exposes comes from its manifest (apps/<remote>/src/manifest.ts).
const REMOTE_MANIFESTS: Record<RemoteName, RemoteManifest> = { reports, forms, bookings, inspection, crm, calllogs, tooling };

export const REMOTE_EXPOSES = Object.fromEntries(
  REMOTES.map((remote) => [remote, federationExposes(REMOTE_MANIFESTS[remote])]),
) as Record<RemoteName, Record<string, string>>;

export const BACKEND_PORT = 54321;
