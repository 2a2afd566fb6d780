// Leaflet is loaded when a map is first shown, in its own chunk: a failed load (offline, a blocked or broken
// script) is a map failure the location step survives, and a retry fetches the chunk again.
import type * as Leaflet from 'leaflet';

export type LeafletLib = typeof Leaflet;
export type LoadLeaflet = () => Promise<LeafletLib>;

export const loadLeaflet: LoadLeaflet = () =>
  import(/* webpackChunkName: "leaflet" */ 'leaflet').then((module) => (module as unknown as { default?: LeafletLib }).default ?? module);
