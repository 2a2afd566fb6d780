// The eight web apps of the console and their ports (fixed in the team contract). What a remote exposes comes from its
// manifest, which its rsbuild.config.ts hands to createAppConfig, so the build imports no app.
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

export const BACKEND_PORT = 54321;
