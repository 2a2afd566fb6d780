// The runtime-config.json each web app serves from its own origin: where the backend and the remotes are.
import { runtimeConfigForBackend } from '@inspection/platform/runtime-config-for-backend';
import { APP_PORTS, REMOTES, type RemoteName } from '@inspection/build/apps';

export interface RuntimeConfigInput {
  backendUrl: string;
  anonKey: string;
  /** The business time zone the database counts in (the backend reads public.business_time_zone()). */
  businessTimeZone: string;
  /** Origin of each web app; defaults to http://localhost:<port>. */
  origins?: Partial<Record<'shell' | RemoteName, string>>;
  /** Map tiles URL template; '' = no tiles (tests, offline). Defaults to MAP_TILES_URL, else OpenStreetMap's. */
  mapTilesUrl?: string;
}

export const defaultOrigin = (app: keyof typeof APP_PORTS) => `http://localhost:${APP_PORTS[app]}`;

export function buildRuntimeConfig({ backendUrl, anonKey, businessTimeZone, origins = {}, mapTilesUrl = process.env.MAP_TILES_URL }: RuntimeConfigInput) {
  const originOf = (app: keyof typeof APP_PORTS) => origins[app] ?? defaultOrigin(app);
  const remotes = Object.fromEntries(REMOTES.map((name) => [name, `${originOf(name)}/mf-manifest.json`])) as Record<RemoteName, string>;
  return {
    ...runtimeConfigForBackend(backendUrl, anonKey),
    remotes,
    // Where a remote served on its own sends staff to sign in.
    consoleUrl: originOf('shell'),
    // Slot times, day boundaries and week strips are computed in this zone: the database's one setting.
    businessTimeZone,
    mapTilesUrl: mapTilesUrl ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  };
}

export type BuiltRuntimeConfig = ReturnType<typeof buildRuntimeConfig>;
