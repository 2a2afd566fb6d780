import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from './booking-validation';
import { initialWizardState, toBookingWrite, toPublicBookingRequest } from './wizard-state';

describe("a new booking from a CRM lead ('Book inspection')", () => {
  const prefill = { leadId: 'l1', name: 'Rami Aziz', phone: '+971 58 333 4455', email: 'rami@example.com', make: 'Lexus', model: 'RX', year: '2019' };

  it('starts with the lead\'s details and writes the booking with the lead', () => {
    const state = initialWizardState(undefined, prefill);
    expect(state.details).toEqual({
      ...EMPTY_DETAILS, customer_name: 'Rami Aziz', customer_phone: '+971 58 333 4455', customer_email: 'rami@example.com',
      vehicle_make: 'Lexus', vehicle_model: 'RX', vehicle_year: '2019',
    });
    expect(state.leadId).toBe('l1');
    const details = { customer_name: 'Rami Aziz', customer_email: null, customer_phone: '+971583334455', vehicle_make: 'Lexus', vehicle_model: 'RX',
      vehicle_year: 2019, seller_name: null, seller_phone: null, notes: null, language: 'en' as const };
    expect(toBookingWrite(state, details)).toMatchObject({ lead_id: 'l1' });
    // /book never sends a lead.
    expect(toPublicBookingRequest(state, toBookingWrite(state, details), null)).not.toHaveProperty('lead_id');
  });

  it('a plain new booking has no lead', () => {
    const state = initialWizardState();
    expect(state.leadId).toBeNull();
    expect(state.details).toEqual(EMPTY_DETAILS);
  });
});
