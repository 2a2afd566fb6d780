// One small interface for address search and reverse geocoding. The default answers from the
// gazetteer shipped with the app (no key, no internet); a hosted geocoder can implement the same
// interface and be chosen by the runtime config's `geocoder` key later.
import type { LocationSelection } from '@inspection/bookings-domain';
import { UAE_GAZETTEER, type GazetteerEntry } from './uae-gazetteer';

export interface Geocoder {
  /** Places in the country whose name matches the query, best first. */
  search(query: string, limit?: number): Promise<LocationSelection[]>;
  /** The nearest named place to a point, with its emirate. */
  reverse(latitude: number, longitude: number): Promise<LocationSelection>;
}

const COUNTRY = 'United Arab Emirates';

function toSelection([name, emirate, latitude, longitude]: GazetteerEntry, index: number): LocationSelection {
  const address = `${name}, ${emirate}, ${COUNTRY}`;
  return { id: `gazetteer-${index}`, name, address, latitude, longitude, displayText: address };
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();

export function createGazetteerGeocoder(entries: readonly GazetteerEntry[] = UAE_GAZETTEER): Geocoder {
  const indexed = entries.map((entry, i) => ({ entry, i, name: normalise(entry[0]), emirate: normalise(entry[1]) }));
  return {
    async search(query, limit = 8) {
      const words = normalise(query).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const scored = indexed
        .map((item) => {
          const text = `${item.name} ${item.emirate}`;
          if (!words.every((w) => text.includes(w))) return null;
          // Names that start with the query first, then names containing it, then emirate-only matches.
          const score = item.name.startsWith(words.join(' ')) ? 0 : words.every((w) => item.name.includes(w)) ? 1 : 2;
          return { item, score };
        })
        .filter((x): x is NonNullable<typeof x> => x !== null)
        .sort((a, b) => a.score - b.score || a.item.name.localeCompare(b.item.name));
      return scored.slice(0, limit).map(({ item }) => toSelection(item.entry, item.i));
    },
    async reverse(latitude, longitude) {
      let best = indexed[0];
      let bestDistance = Infinity;
      for (const item of indexed) {
        const d = distanceKm(latitude, longitude, item.entry[2], item.entry[3]);
        if (d < bestDistance) {
          best = item;
          bestDistance = d;
        }
      }
      const place = toSelection(best.entry, best.i);
      // The point itself is what was chosen; the address names the place it is nearest to.
      return { ...place, id: `point-${latitude.toFixed(5)},${longitude.toFixed(5)}`, latitude, longitude };
    },
  };
}

let current: Geocoder | null = null;

/** The configured geocoder (today always the gazetteer). */
export function getGeocoder(): Geocoder {
  current ??= createGazetteerGeocoder();
  return current;
}
