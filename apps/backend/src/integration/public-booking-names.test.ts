// A name on /book is at most 80 characters of letters, spaces and .'- : no URL, digits, symbols or line breaks,
// so nobody can put their own text into the business's confirmation to someone else's address
// (docs/areas/bookings.md#booking-validation). /book's browser rule is the same one (validateBookingDetails).
import { describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { validateBookingDetails, EMPTY_DETAILS } from '@inspection/bookings-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
const BASIC_TYPE = '11111111-1111-4111-8111-000000000003';
let serial = 0;
const booking = (names: Record<string, unknown>) => ({
  customer_name: 'Plain Customer', customer_phone: `05${String(23000000 + serial++).padStart(8, '0')}`, vehicle_make: 'Toyota',
  vehicle_model: 'Corolla', vehicle_year: 2019, inspection_type_id: BASIC_TYPE, booking_type: 'without_location', ...names,
});
const book = (names: Record<string, unknown>) => fx.anon.rpc('create_public_booking', { p_booking: booking(names) });

const REFUSED = [
  'Your account is suspended, pay at http://evil.example/pay',
  'Pay at evil.example now',
  'Line one\nLine two',
  'Agent 007',
  'Name <b>bold</b>',
  'x'.repeat(81),
  'Evil \u202Eyap',
];
const ACCEPTED = ["Mary-Jane O'Neil", 'J.R. Smith', 'محمد أحمد', 'José Núñez', 'x'.repeat(80)];

describe("a /book customer's and seller's name", () => {
  it('refuses URLs, digits, symbols, line breaks and more than 80 characters, with its code', async () => {
    for (const name of REFUSED) {
      for (const field of ['customer_name', 'seller_name']) {
        const { error } = await book({ [field]: name });
        expect(error, `${field}: ${name}`).toMatchObject({ code: '22023', hint: 'name_invalid' });
        expect(englishErrorText(errorFromDatabase(error))).toBe(error!.message);
      }
    }
  });

  it('takes letters of any script, spaces and . \' -', async () => {
    for (const name of ACCEPTED) {
      const { error } = await book({ customer_name: name, seller_name: name });
      expect(error, name).toBeNull();
    }
  });

  it("is the rule /book's Details step applies in the browser", () => {
    const details = (name: string) => ({ ...EMPTY_DETAILS, customer_name: name, customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: '2020' });
    for (const name of REFUSED) expect(validateBookingDetails(details(name), new Date(), { publicNames: true }), name).toMatchObject({ ok: false, error: { key: 'errors.name' }, fields: ['customer_name'] });
    for (const name of ACCEPTED) expect(validateBookingDetails(details(name), new Date(), { publicNames: true }).ok, name).toBe(true);
    expect(validateBookingDetails(details('Agent 007')).ok).toBe(true); // staff's wizard takes any name
  });
});
