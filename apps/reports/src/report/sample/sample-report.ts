// The sample report (docs/areas/reports.md#the-sample-report): a whole buyer's
// report with fixed, made-up data, at /report/sample without sign-in, for sales and for testing the print. It is
// never read from the database and names no real customer.
import type { PublicReport } from '@inspection/reports-model';

export const SAMPLE_REPORT_ID = 'sample';

const field = (title: string, value: string, inputType?: string) => ({ title, value, type: 'text', ...(inputType ? { inputType } : {}) });

export const SAMPLE_REPORT: PublicReport = {
  id: 'SAMPLE01',
  bookingId: '',
  overallScore: 7.8,
  images: [],
  vehicle: { brand: 'Toyota', model: 'Land Cruiser', year: '2021' },
  vehicleFields: [
    field('Vehicle Brand', 'Toyota'),
    field('Vehicle Model', 'Land Cruiser'),
    field('Vehicle Year', '2021'),
    field('Mileage', '58275'),
    field('Colour', 'Pearl White'),
    field('Inspection Date and Time', '2026-11-21T10:00', 'datetime'),
  ],
  sections: [
    {
      id: 'sample-exterior',
      title: 'Exterior',
      rating: 7,
      fields: [
        { title: 'Paint Condition', value: 'Fair' },
        { title: 'Panel Gaps', value: 'Good' },
        { title: 'Glass and Mirrors', value: 'Good' },
        { title: 'Lights', value: 'Good' },
      ],
      images: [],
    },
    {
      id: 'sample-engine',
      title: 'Engine & Transmission',
      rating: 8.5,
      fields: [
        { title: 'Engine Start', value: 'Good' },
        { title: 'Oil Leaks', value: 'Good' },
        { title: 'Coolant Level', value: 'Fair' },
        { title: 'Gear Shifts', value: 'Good' },
      ],
      images: [],
    },
    {
      id: 'sample-interior',
      title: 'Interior',
      rating: 8,
      fields: [
        { title: 'Seats and Upholstery', value: 'Good' },
        { title: 'Air Conditioning', value: 'Good' },
        { title: 'Infotainment', value: 'Fair' },
      ],
      images: [],
    },
    {
      id: 'sample-tyres',
      title: 'Tyres & Brakes',
      rating: 7.5,
      fields: [
        { title: 'Tyre Tread', value: 'Fair' },
        { title: 'Brake Pads', value: 'Good' },
        { title: 'Spare Tyre', value: 'Poor' },
      ],
      images: [],
    },
  ],
  damageParts: {
    front_bumper: { conditions: ['Minor scratches', 'Chipped'], severity: 'low' },
    hood: { conditions: ['Painted'], severity: 'medium' },
    rear_left_door: { conditions: ['Dented'], severity: 'medium' },
    rear_bumper: { conditions: ['Cracked'], severity: 'high' },
    right_mirror: { conditions: ['Faded'], severity: 'low' },
  },
  updatedAt: '2026-11-21T07:30:00.000Z',
  formVersion: 1,
  // A made-up signature, so the sample shows (and prints) how a signed report ends.
  signatures: {
    inspector: {
      name: 'Sample Inspector',
      signed_at: '2026-11-21T07:25:00.000Z',
      path: 'M40 140 C70 60 110 50 130 120 S180 170 210 100 Q240 40 270 110 L300 130 M330 120 C360 80 400 80 420 120 S470 150 520 90',
    },
    customer: null,
  },
};

/** True for the sample's id in /report/{id}. */
export function isSampleReportId(id: string): boolean {
  return id === SAMPLE_REPORT_ID;
}
