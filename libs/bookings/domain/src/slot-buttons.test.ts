import { describe, expect, it } from 'vitest';
import { slotButton, type SlotButtonContext } from './slot-buttons';

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+04:00`).toISOString();
const slot = (hhmm: string, endHhmm: string, is_available: boolean) => ({ slot_start: at(hhmm), slot_end: at(endHhmm), is_available });
const customer: SlotButtonContext = { chosenStart: null, holds: [], isAdmin: false, staff: false, now: Date.parse(at('07:00')) };

describe('slot buttons', () => {
  it('a free time can be picked and shows as chosen', () => {
    expect(slotButton(slot('08:00', '09:30', true), { ...customer, chosenStart: at('08:00') })).toEqual({
      chosen: true, booked: false, held: false, closed: false, canOverride: false, disabled: false,
    });
  });
  it('an hour nobody works is closed, never booked: disabled for customers and staff, an admin may override it', () => {
    const closed = { ...slot('20:00', '21:30', false), is_open: false };
    expect(slotButton(closed, customer)).toMatchObject({ closed: true, booked: false, canOverride: false, disabled: true });
    expect(slotButton(closed, { ...customer, staff: true })).toMatchObject({ closed: true, booked: false, disabled: true });
    expect(slotButton(closed, { ...customer, isAdmin: true, staff: true })).toMatchObject({ closed: true, booked: false, canOverride: true, disabled: false });
    expect(slotButton({ ...closed, is_open: true }, customer)).toMatchObject({ closed: false, booked: true });
  });
  it("a customer never picks a booked time; an admin may override it", () => {
    expect(slotButton(slot('08:15', '09:45', false), customer)).toMatchObject({ booked: true, canOverride: false, disabled: true });
    expect(slotButton(slot('08:15', '09:45', false), { ...customer, isAdmin: true, staff: true })).toMatchObject({ booked: true, canOverride: true, disabled: false });
  });
  it("staff see a customer's held time as held, never overridable", () => {
    const holds = [{ slot_start: at('08:30'), slot_end: at('10:00') }];
    expect(slotButton(slot('09:00', '10:30', false), { ...customer, isAdmin: true, staff: true, holds })).toMatchObject({ held: true, booked: false, disabled: true });
    expect(slotButton(slot('10:00', '11:30', false), { ...customer, staff: true, holds })).toMatchObject({ held: false, booked: true });
  });
  it('a past time is unavailable without a label', () => {
    expect(slotButton(slot('08:00', '09:30', false), { ...customer, isAdmin: true, now: Date.parse(at('08:00')) })).toEqual({
      chosen: false, booked: false, held: false, closed: false, canOverride: false, disabled: true,
    });
  });
});
