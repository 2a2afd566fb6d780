import { describe, expect, it } from 'vitest';
import {
  changesWaiting,
  emptyOutbox,
  markPart,
  mergeOutboxes,
  outboxAfterSave,
  outboxSize,
  outboxWithAnswer,
  stampAnswer,
  startSession,
  unsavedOnly,
  type Outbox,
} from './inspection-outbox';
import { template } from './test-template';

const at = (value: string, lastUpdated: string) => ({ value, lastUpdated });
const booking = { customer_name: 'Priya Nair', customer_phone: '0552223344', start_time: '2026-11-23T05:00:00Z' };
const NOW = '2026-11-23T09:30:00.000Z';

describe('inspection outbox', () => {
  it('counts one change per answer and one for the part marks', () => {
    expect(outboxSize(emptyOutbox())).toBe(0);
    expect(outboxSize({ answers: { a: at('x', NOW), b: at('y', NOW) }, marked: { hood: ['Dented'] } })).toBe(3);
  });

  it('does not call the prefilled answers changes until the inspector changes them', () => {
    const start = startSession({ data: {}, markedData: {}, booking, form: template }, emptyOutbox(), NOW);
    expect(outboxSize(start.outbox)).toBe(3);
    expect(changesWaiting(start.outbox, start.prefill)).toBe(0);
    const typed = outboxWithAnswer(start.outbox, 'name', at('Priya N.', '2026-11-23T09:31:00Z'));
    expect(changesWaiting(typed, start.prefill)).toBe(1);
    expect(changesWaiting(outboxWithAnswer(typed, 'model', at('Patrol', NOW)), start.prefill)).toBe(2);
    expect(changesWaiting({ ...typed, marked: { hood: ['Dented'] } }, start.prefill)).toBe(2);
    const reopened = startSession({ data: {}, markedData: {}, booking, form: template }, start.outbox, '2026-11-23T10:00:00Z');
    expect(changesWaiting(reopened.outbox, reopened.prefill)).toBe(0);
  });

  it('merges two copies by lastUpdated: the newer answer wins, a tie goes to the other copy', () => {
    const stored: Outbox = { answers: { a: at('device', '2026-11-23T10:00:00Z'), b: at('device newer', '2026-11-23T10:05:00Z') }, marked: null };
    const stash: Outbox = {
      answers: { a: at('stash newer', '2026-11-23T10:01:00Z'), b: at('stash older', '2026-11-23T10:02:00Z'), c: at('stash only', '2026-11-23T10:03:00Z') },
      marked: null,
    };
    expect(mergeOutboxes(stored, stash).answers).toEqual({
      a: at('stash newer', '2026-11-23T10:01:00Z'),
      b: at('device newer', '2026-11-23T10:05:00Z'),
      c: at('stash only', '2026-11-23T10:03:00Z'),
    });
    expect(mergeOutboxes({ answers: { a: at('device', NOW) }, marked: null }, { answers: { a: at('stash', NOW) }, marked: null }).answers.a.value).toBe('stash');
  });

  it('merges the part marks as a whole by lastUpdated', () => {
    const older = { hood: ['Dented'], lastUpdated: '2026-11-23T10:00:00Z' };
    const newer = { roof: ['Faded'], lastUpdated: '2026-11-23T10:01:00Z' };
    expect(mergeOutboxes({ answers: {}, marked: older }, { answers: {}, marked: newer }).marked).toBe(newer);
    expect(mergeOutboxes({ answers: {}, marked: newer }, { answers: {}, marked: older }).marked).toBe(newer);
    expect(mergeOutboxes({ answers: {}, marked: older }, { answers: {}, marked: null }).marked).toBe(older);
    expect(mergeOutboxes({ answers: {}, marked: null }, { answers: {}, marked: older }).marked).toBe(older);
  });

  it('starts a new inspection from the booking, the prefilled answers waiting to be saved', () => {
    const start = startSession({ data: {}, markedData: {}, booking, form: template }, emptyOutbox(), NOW);
    expect(start.outbox.answers.name).toEqual({ value: 'Priya Nair', score: null, maxScore: null, lastUpdated: NOW });
    expect(start.outbox.answers.phone?.value).toBe('+971 55 222 3344');
    expect(start.answers).toEqual(start.outbox.answers);
    expect(start.marked).toEqual({});
  });

  it('starts a saved inspection from the server, the unsent answers and marks on top, without prefilling', () => {
    const stored: Outbox = { answers: { name: at('Typed offline', '2026-11-23T09:00:00Z') }, marked: { hood: ['Dented'] } };
    const data = { name: at('From server', '2026-11-23T08:00:00Z'), brand: at('Nissan', '2026-11-23T08:00:00Z') };
    const start = startSession({ data, markedData: { roof: ['Faded'] }, booking, form: template }, stored, NOW);
    expect(start.answers).toEqual({ name: at('Typed offline', '2026-11-23T09:00:00Z'), brand: at('Nissan', '2026-11-23T08:00:00Z') });
    expect(start.outbox).toEqual(stored);
    expect(start.restored).toBe(true);
    expect(start.marked).toEqual({ hood: ['Dented'] });
    expect(startSession({ data, markedData: { roof: ['Faded'] }, booking, form: template }, emptyOutbox(), NOW).marked).toEqual({ roof: ['Faded'] });
  });

  it('drops from the device\'s outbox what the server already holds: the same stamp and value, or newer', () => {
    const stored: Outbox = {
      answers: {
        saved: { value: 'Omar', score: null, lastUpdated: '2026-11-23T09:00:00Z' },
        superseded: at('Old', '2026-11-23T09:00:00Z'),
        unsent: at('Typed offline', '2026-11-23T09:10:00Z'),
        clash: at('Mine', '2026-11-23T09:00:00Z'),
      },
      marked: { hood: ['Dented'], lastUpdated: '2026-11-23T09:00:00Z' },
    };
    // The database returns the keys in its own order.
    const data = {
      saved: { lastUpdated: '2026-11-23T09:00:00Z', score: null, value: 'Omar' },
      superseded: at('From the tablet', '2026-11-23T09:05:00Z'),
      unsent: at('Before', '2026-11-23T09:00:00Z'),
      clash: at('Theirs', '2026-11-23T09:00:00Z'),
    };
    const saved = unsavedOnly(stored, data, { lastUpdated: '2026-11-23T09:00:00Z', hood: ['Dented'] });
    expect(saved).toEqual({ answers: { unsent: stored.answers.unsent, clash: stored.answers.clash }, marked: null });
    expect(unsavedOnly(stored, {}, { roof: ['Faded'] })).toEqual(stored);
  });

  it('does not count again the prefilled answers a save sent when the device kept them: nothing is restored', () => {
    const first = startSession({ data: {}, markedData: {}, booking, form: template }, emptyOutbox(), NOW);
    expect(first.restored).toBe(false);
    // Saved on the server, but the device's write after the save was cut off by leaving the page.
    const reopened = startSession({ data: first.outbox.answers, markedData: {}, booking, form: template }, first.outbox, '2026-11-23T10:00:00Z');
    expect(reopened.outbox).toEqual(emptyOutbox());
    expect(reopened.restored).toBe(false);
    expect(reopened.answers).toEqual(first.answers);
  });

  it('does not count as restored the prefilled answers kept on the device from an earlier opening', () => {
    const first = startSession({ data: {}, markedData: {}, booking, form: template }, emptyOutbox(), NOW);
    const again = startSession({ data: {}, markedData: {}, booking, form: template }, first.outbox, '2026-11-23T10:00:00Z');
    expect(again.restored).toBe(false);
    expect(again.outbox).toEqual(first.outbox);
    const typed: Outbox = { ...first.outbox, answers: { ...first.outbox.answers, name: at('Priya N.', '2026-11-23T09:40:00Z') } };
    expect(startSession({ data: {}, markedData: {}, booking, form: template }, typed, '2026-11-23T10:00:00Z').restored).toBe(true);
  });

  it('stamps a change and adds it to the outbox without touching the old one', () => {
    const before = emptyOutbox();
    const after = outboxWithAnswer(before, 'name', stampAnswer({ value: 'Omar', lastUpdated: 'old' }, NOW));
    expect(after.answers).toEqual({ name: { value: 'Omar', lastUpdated: NOW } });
    expect(before.answers).toEqual({});
  });

  it('marks and unmarks a part, stamping the marks', () => {
    const marked = markPart({ roof: ['Faded'] }, 'hood', ['Dented'], NOW);
    expect(marked).toEqual({ roof: ['Faded'], hood: ['Dented'], lastUpdated: NOW });
    expect(markPart(marked, 'roof', [], '2026-11-23T09:31:00.000Z')).toEqual({ hood: ['Dented'], lastUpdated: '2026-11-23T09:31:00.000Z' });
  });

  it('keeps after a save only what changed while the request was under way', () => {
    const sentMarks = { hood: ['Dented'] };
    const sent: Outbox = { answers: { a: at('1', NOW), b: at('2', NOW) }, marked: sentMarks };
    const typedMeanwhile = at('2 changed', '2026-11-23T09:30:01.000Z');
    const current: Outbox = { answers: { ...sent.answers, b: typedMeanwhile, c: at('3', NOW) }, marked: sentMarks };
    expect(outboxAfterSave(current, sent)).toEqual({ answers: { b: typedMeanwhile, c: at('3', NOW) }, marked: null });
    const newMarks = { hood: [] as string[] };
    expect(outboxAfterSave({ ...current, marked: newMarks }, sent).marked).toBe(newMarks);
  });
});
