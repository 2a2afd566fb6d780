// The demo fleet: a body colour, a style and a darker shade for each car.
export type BodyStyle = 'sedan' | 'hatchback' | 'suv';

export interface DemoCar {
  number: number;
  colour: string;
  shade: string;
  style: BodyStyle;
}

const COLOURS: Array<[string, string]> = [
  ['#c0392b', '#922b21'],
  ['#2563eb', '#1d4ed8'],
  ['#b8bec8', '#8a929e'],
  ['#1f2937', '#111827'],
  ['#f1f5f9', '#cbd5e1'],
  ['#15803d', '#166534'],
  ['#ea580c', '#c2410c'],
  ['#1e3a8a', '#172554'],
  ['#7f1d1d', '#5b1414'],
  ['#0f766e', '#115e59'],
  ['#eab308', '#ca8a04'],
  ['#4b5563', '#374151'],
];

const STYLES: BodyStyle[] = ['sedan', 'suv', 'hatchback'];

export const DEMO_CARS: DemoCar[] = COLOURS.map(([colour, shade], index) => ({
  number: index + 1,
  colour,
  shade,
  style: STYLES[index % STYLES.length],
}));

export const carId = (n: number) => `car-${String(n).padStart(2, '0')}`;
