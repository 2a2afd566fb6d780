import { describe, expect, it } from 'vitest';
import { redactContacts } from './contacts-in-text';

// The same cases as the database's buyer_text (apps/backend/src/integration/buyer-copy-contact-data.test.ts).
describe('redactContacts', () => {
  it.each([
    ['Call 050 765 4321 or layla@example.com; serviced 2024-05-01 at 120000 km', 'Call … or …; serviced 2024-05-01 at 120000 km'],
    ['WhatsApp +971 50 765 4321', 'WhatsApp …'],
    ['ask ٠٥٠٧٦٥٤٣٢١', 'ask …'],
    ['(050) 765-4321', '(…'],
    ['VIN JTMHV05J604123456 and odometer 1234567', 'VIN JTMHV05J604123456 and odometer 1234567'],
    ['Ask LAYLA haddad or Karim Nasser', 'Ask … or …'],
    ['Laylahaddad stays, Al stays', 'Laylahaddad stays, Al stays'],
  ])('%s', (text, shown) => {
    expect(redactContacts(text, ['Layla Haddad', 'Karim Nasser', 'Al', null])).toBe(shown);
  });
});
