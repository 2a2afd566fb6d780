// The report's one type (@inspection/reports-model, stored-report.ts) against what the database answers: the report
// build_inspection_report makes, the stored row, and the buyer's copy get_public_report projects from it, key by
// key at every level.
import { describe, expect, it } from 'vitest';
import {
  BUYER_REPORT_KEYS, STORED_FIELD_KEYS, STORED_PHOTO_KEYS, STORED_REPORT_KEYS, STORED_SECTION_KEYS, STORED_VEHICLE_FIELD_KEYS,
  STORED_VEHICLE_KEYS, type BuyerReportRow, type StoredReport,
} from '@inspection/reports-model';
import { backendFixture } from '../testing/backend-fixture';

const SEEDED_BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const fx = backendFixture();
const sorted = (keys: readonly string[]) => [...keys].sort();
const keysOf = (value: object) => sorted(Object.keys(value));
/** The keys present are the type's, and every key the type requires is there. */
const hasKeysOf = (value: object, keys: readonly string[], optional: readonly string[] = []) => {
  expect(Object.keys(value).filter((key) => !keys.includes(key))).toEqual([]);
  expect(keys.filter((key) => !optional.includes(key) && !(key in value))).toEqual([]);
};

describe('the report type matches the database', () => {
  it('build_inspection_report gives a StoredReport', async () => {
    const { data: inspection } = await fx.staff.from('inspection_data').select('form_id, data, marked_data').eq('booking_id', SEEDED_BOOKING).single();
    const { data, error } = await fx.staff.rpc('build_inspection_report', {
      p_form_id: inspection!.form_id, p_data: inspection!.data, p_marked_data: inspection!.marked_data, p_booking_id: SEEDED_BOOKING,
    });
    expect(error).toBeNull();
    const report = data as StoredReport;
    expect(keysOf(report)).toEqual(sorted(STORED_REPORT_KEYS));
    expect(report.inspection_results.length).toBeGreaterThan(1);
    for (const section of report.inspection_results) {
      expect(keysOf(section)).toEqual(sorted(STORED_SECTION_KEYS));
      for (const field of section.fields) expect(keysOf(field)).toEqual(sorted(STORED_FIELD_KEYS));
      for (const photo of section.images) hasKeysOf(photo, STORED_PHOTO_KEYS, ['annotations']);
    }
    expect(report.inspection_results.flatMap((s) => s.images).length).toBeGreaterThan(0);
    expect(keysOf(report.vehicle_info)).toEqual(sorted(STORED_VEHICLE_KEYS));
    for (const field of report.vehicle_info.fields) expect(keysOf(field)).toEqual(sorted(STORED_VEHICLE_FIELD_KEYS));
    for (const part of Object.values(report.damage_data)) expect(keysOf(part)).toEqual(['conditions', 'severity']);
    for (const group of report.images) expect(keysOf(group)).toEqual(['title', 'urls']);
  });

  it("get_public_report gives a BuyerReportRow, the stored report's projection", async () => {
    const { data, error } = await fx.anon.rpc('get_public_report', { booking_id: SEEDED_BOOKING });
    expect(error).toBeNull();
    const copy = data as BuyerReportRow;
    expect(keysOf(copy)).toEqual(sorted(BUYER_REPORT_KEYS));
    for (const section of copy.inspection_results) {
      expect(keysOf(section)).toEqual(sorted(STORED_SECTION_KEYS));
      // A null score, max score and input type (the form's own: none for a dropdown) are left out of the copy.
      for (const field of section.fields) hasKeysOf(field, STORED_FIELD_KEYS, ['score', 'maxScore', 'input_type']);
      for (const photo of section.images) hasKeysOf(photo, STORED_PHOTO_KEYS, ['annotations']);
    }
    expect(keysOf(copy.vehicle_info)).toEqual(sorted(STORED_VEHICLE_KEYS));
    for (const field of copy.vehicle_info.fields) expect(keysOf(field)).toEqual(sorted(STORED_VEHICLE_FIELD_KEYS));
  });
});
