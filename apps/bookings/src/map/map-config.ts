// Map tiles come from the runtime config (`mapTilesUrl`); OpenStreetMap's when it is not set, none
// when it is empty (tests, offline): the map then works on a plain background.
import { getRuntimeConfig, isPlatformInitialised } from '@inspection/platform';

export const OPENSTREETMAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OPENSTREETMAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';

export function mapTilesUrl(): string | null {
  if (!isPlatformInitialised()) return null;
  const value = getRuntimeConfig().mapTilesUrl;
  if (value === undefined) return OPENSTREETMAP_TILES;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
