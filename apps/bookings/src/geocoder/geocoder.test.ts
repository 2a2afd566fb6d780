import { describe, expect, it } from 'vitest';
import { createGazetteerGeocoder, distanceKm } from './geocoder';
import { UAE_GAZETTEER } from './uae-gazetteer';

const geocoder = createGazetteerGeocoder();

describe('the gazetteer geocoder', () => {
  it('ships a few hundred places of the seven emirates, all inside the country', () => {
    expect(UAE_GAZETTEER.length).toBeGreaterThanOrEqual(250);
    expect(new Set(UAE_GAZETTEER.map((e) => e[1])).size).toBe(7);
    for (const [, , lat, lng] of UAE_GAZETTEER) {
      expect(lat).toBeGreaterThan(22.5);
      expect(lat).toBeLessThan(26.5);
      expect(lng).toBeGreaterThan(51);
      expect(lng).toBeLessThan(56.6);
    }
  });
  it('searches forward, names starting with the query first, case-insensitively', async () => {
    const results = await geocoder.search('marina');
    expect(results[0]).toMatchObject({ name: 'Dubai Marina', address: 'Dubai Marina, Dubai, United Arab Emirates' });
    expect((await geocoder.search('khalifa city'))[0].name).toBe('Khalifa City');
    expect(await geocoder.search('   ')).toEqual([]);
    expect(await geocoder.search('paris')).toEqual([]);
  });
  it('reverses a point to the nearest named place and its emirate, keeping the point', async () => {
    const place = await geocoder.reverse(25.081, 55.141);
    expect(place).toMatchObject({ name: 'Dubai Marina', address: 'Dubai Marina, Dubai, United Arab Emirates', latitude: 25.081, longitude: 55.141 });
    expect((await geocoder.reverse(24.2075, 55.745)).address).toBe('Al Ain, Abu Dhabi, United Arab Emirates');
  });
  it('measures distances in kilometres', () => {
    expect(distanceKm(25.2048, 55.2708, 24.4539, 54.3773)).toBeGreaterThan(115);
    expect(distanceKm(25.2048, 55.2708, 24.4539, 54.3773)).toBeLessThan(125);
  });
});
