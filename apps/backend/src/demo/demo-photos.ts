// The demo bucket's photos, generated in code so they are the same on every machine.
import { DEMO_CARS, carId } from './car-palette';
import { frontView, interiorView, rearView, sideView } from './car-views';
import { RADIATOR_STATES, radiatorView } from './radiator-views';

export interface DemoPhoto {
  name: string;
  svg: string;
}

export function demoPhotos(): DemoPhoto[] {
  const cars = DEMO_CARS.flatMap((car) => [
    { name: `cars/${carId(car.number)}-side.svg`, svg: sideView(car) },
    { name: `cars/${carId(car.number)}-front.svg`, svg: frontView(car) },
    { name: `cars/${carId(car.number)}-rear.svg`, svg: rearView(car) },
    { name: `cars/${carId(car.number)}-interior.svg`, svg: interiorView(car) },
  ]);
  const radiators = RADIATOR_STATES.map((state, i) => ({ name: `radiators/radiator-${i + 1}-${state}.svg`, svg: radiatorView(state) }));
  return [...cars, ...radiators];
}

/** Paths in the demo bucket that are deliberately never generated, for broken-image states. */
export const MISSING_DEMO_PHOTOS = ['cars/car-13-side.svg', 'radiators/radiator-9-missing.svg', 'cars/car-14-front.svg'];

export const demoCarPhoto = (n: number, view: 'side' | 'front' | 'rear' | 'interior') => `cars/${carId(n)}-${view}.svg`;
export const demoRadiatorPhoto = (i: number) => `radiators/radiator-${(i % RADIATOR_STATES.length) + 1}-${RADIATOR_STATES[i % RADIATOR_STATES.length]}.svg`;
