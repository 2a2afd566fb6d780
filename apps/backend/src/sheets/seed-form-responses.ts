// The 'Form responses' sheet behind the reports dashboard: a header row and varied
// inspection rows in columns A–O (docs/areas/reports.md#the-report-spreadsheet). The same rows every day, dated relative
// to today: spread over the last two months, the newest few dated today.
import { DEMO_CARS } from '../demo/car-palette';
import { MISSING_DEMO_PHOTOS, demoCarPhoto, demoRadiatorPhoto } from '../demo/demo-photos';
import { seededRandom } from '@inspection/shared-domain';
import { formatDmy, formatDmyShort, formatDmyTime, formatIsoLocal, formatIsoUtc, localTime } from './seed-random';

export const FORM_RESPONSES_HEADER = [
  'Customer Name',
  'Customer Phone',
  'Inspection Date',
  'Main Picture',
  'Make',
  'Model',
  'Year',
  'Mileage',
  'Images',
  'Radiator Condition',
  'Radiator Picture',
  'Coolant Level',
  'Engine & Transmission Score',
  'Inspection Details',
  'ID',
];

const CUSTOMERS = [
  'Aisha Rahman', 'James Whitfield', 'Priya Nair', 'Omar Haddad', 'Sofia Martinez', 'Liam O\'Connor',
  'Fatima Al Zaabi', 'Daniel Kim', 'Chloe Dubois', 'Mohammed Siddiqui', 'Hannah Becker', 'Ravi Menon',
  'Elena Petrova', 'Yusuf Karim', 'Grace Thompson', 'Ahmed Mansour', 'Mia Rossi', 'Noah Williams',
  'Layla Hassan', 'Lucas Silva', 'Zara Sheikh', 'Ethan Clarke', 'Nadia Farouk', 'Arjun Patel',
  'Isabella Costa', 'Khalid Al Amiri', 'Emma Johansson', 'Samir Aziz', 'Olivia Brown', 'Tariq Qureshi',
  'Maya Fernandes', 'Hiroshi Tanaka',
];

const VEHICLES: Array<[string, string]> = [
  ['Toyota', 'Camry'], ['Nissan', 'Patrol'], ['Honda', 'Civic'], ['Ford', 'Ranger'], ['Hyundai', 'Tucson'],
  ['Kia', 'Sportage'], ['Mazda', 'CX-5'], ['BMW', '320i'], ['Mercedes-Benz', 'C200'], ['Volkswagen', 'Golf'],
  ['Lexus', 'RX350'], ['Mitsubishi', 'Pajero'], ['Chevrolet', 'Tahoe'], ['Audi', 'A4'], ['Subaru', 'Forester'],
  ['Toyota', 'Land Cruiser'],
];

const RADIATOR = ['Good - no leaks', 'Dusty fins, no leaks', 'Minor corrosion on the core', 'Weeping at the lower hose'];
const COOLANT = ['Full', 'Between MIN and MAX', 'Low - topped up', 'Needs top-up', 'Discoloured, flush advised'];
const DETAILS = [
  'Engine starts cleanly, idle is smooth. Gearbox shifts without delay. Minor stone chips on the bonnet.',
  'Service history complete. Front brake pads at 40%. Small dent on the rear left door.',
  'Slight oil seep at the valve cover gasket. Transmission fluid clean. Tyres replaced recently.',
  'Air conditioning cools well. Suspension knock over bumps from the front right. Recommend a check of the bushes.',
  'Very clean example, one owner. No warning lights, no fault codes stored.',
  'Timing belt due soon by mileage. Clutch bite point high. Windscreen has a small chip.',
  'Accident repair evident on the rear bumper (repainted). Chassis rails straight.',
  '',
];

const SEED = 20261115;

export function formResponsesRows(now: Date, photoBaseUrl: string): string[][] {
  const random = seededRandom(SEED);
  const photo = (name: string) => `${photoBaseUrl}/${name}`;
  const total = CUSTOMERS.length;
  const rows: string[][] = [];
  for (let i = 0; i < total; i++) {
    // Oldest first, the way a form appends responses; the last five are today.
    const daysAgo = i >= total - 5 ? 0 : Math.round(((total - 6 - i) / (total - 6)) * 58) + 1;
    const when = localTime(now, daysAgo, 8 + ((i * 3) % 10), (i * 17) % 60, (i * 7) % 60);
    const car = DEMO_CARS[i % DEMO_CARS.length];
    const [make, model] = VEHICLES[i % VEHICLES.length];
    const year = String(2012 + random.int(0, 13));
    const mileage = String(random.int(4, 180) * 1000 + random.int(0, 999));
    const score = random.int(3, 10);
    const separators = ['', '', ' ', ', ', '\n'];
    const gallery = [photo(demoCarPhoto(car.number, 'front')), photo(demoCarPhoto(car.number, 'rear')), photo(demoCarPhoto(car.number, 'interior'))];
    const images = i % 9 === 4 ? '' : gallery.slice(0, 1 + (i % 3)).join(separators[i % separators.length]);
    const radiatorIndex = i % RADIATOR.length;
    rows.push([
      CUSTOMERS[i],
      i % 8 === 5 ? '' : phoneFor(i, random),
      formatDate(when, i, daysAgo === 0),
      mainPicture(i, car.number, photo),
      make,
      model,
      i === 11 ? '' : year,
      i === 17 ? '' : mileage,
      images,
      RADIATOR[radiatorIndex],
      i === 13 ? photo(MISSING_DEMO_PHOTOS[1]) : i % 7 === 6 ? '' : photo(demoRadiatorPhoto(radiatorIndex)),
      COOLANT[i % COOLANT.length],
      i === 21 ? '' : String(score),
      DETAILS[i % DETAILS.length],
      `RPT-${1001 + i}`,
    ]);
  }
  return [FORM_RESPONSES_HEADER, ...rows];
}

function mainPicture(i: number, carNumber: number, photo: (name: string) => string): string {
  if (i === 7 || i === 26) return photo(MISSING_DEMO_PHOTOS[0]);
  if (i === 19) return '';
  return photo(demoCarPhoto(carNumber, 'side'));
}

function formatDate(when: Date, i: number, today: boolean): string {
  switch (i % 5) {
    case 0:
    case 3:
      return formatDmyTime(when);
    case 1:
      // Past rows are stamped in UTC like a form export; today's stay in local time so
      // they fall on today's date wherever the server runs.
      return today ? formatIsoLocal(when) : formatIsoUtc(when);
    case 2:
      return formatDmyShort(when);
    default:
      return formatDmy(when);
  }
}

function phoneFor(i: number, random: ReturnType<typeof seededRandom>): string {
  const digits = `5${random.int(0, 8)}${String(random.int(1000000, 9999999))}`;
  return i % 3 === 0 ? `+971 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` : `0${digits}`;
}
