// The wizard's later steps on /book (this module replaces step-components.ts in rsbuild.book.config.ts), each in
// its own chunk: the first step (the type cards) shows without them, which keeps
// the customers' /book page small. The location step brings the map (Leaflet and its CSS), the date step the
// calendar. Picking a type starts loading the location step and the map library (preloadLocationStep).
import { lazy } from 'react';
import { loadLeaflet } from '../map/load-leaflet';

let locationStepGate: Promise<unknown> = Promise.resolve();
let alsoPreload = () => {};

/**
 * The location step (its map reads the runtime config's tiles) waits for `gate` too: the page's config read;
 * `preload` starts with the step's own preload (what the following steps need).
 */
export function gateLocationStep(preload: () => void, gate: Promise<unknown>): void {
  alsoPreload = preload;
  locationStepGate = gate.catch(() => undefined);
}

const loadLocationStep = () => Promise.all([import('./location-step'), locationStepGate]).then(([module]) => module);

export const LocationStep = lazy(() => loadLocationStep().then((module) => ({ default: module.LocationStep })));
export const DateTimeStep = lazy(() => import('./datetime-step').then((module) => ({ default: module.DateTimeStep })));
export const DetailsStep = lazy(() => import('./details-step').then((module) => ({ default: module.DetailsStep })));
export const BookingSummary = lazy(() => import('./booking-summary').then((module) => ({ default: module.BookingSummary })));
export const BookingSuccess = lazy(() => import('./booking-success').then((module) => ({ default: module.BookingSuccess })));

let preloaded = false;

/** A type is being picked: fetch the location step and the map library while the customer's choice lands. */
export function preloadLocationStep(): void {
  if (preloaded) return;
  preloaded = true;
  // Failures are the step's own to show (the map's 'Failed to load map' with Retry), when it renders.
  loadLocationStep().catch(() => undefined);
  // What the following steps need comes after the map, which is on screen first.
  loadLeaflet().then(alsoPreload, alsoPreload);
}
