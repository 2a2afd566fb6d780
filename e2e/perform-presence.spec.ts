// Two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection), in two browser contexts: an
// admin (Sara Ali) and the booking's inspector (Omar Haddad) open the same perform screen and each sees the other's
// name; Omar changes Mileage and saves; Sara's first edit is held for the choice (Omar is editing), then her save is
// refused by the database and she overwrites with hers; Omar, editing again, keeps hers. Screenshots of the banner and
// both dialogs at 1440 and 768 px go to e2e/screenshots/perform-presence-*.png. Omar is made inactive at the end.
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { field, fieldIds, newInspection, staffClient } from './support/inspection';
import { anonKey, apiHeaders, BACKEND_URL, CONTROL_URL, storeSession } from './support/platform';

const OMAR = { email: 'omar.presence@example.com', password: 'omar-presence-1' };
const SARA = { email: 'sara.presence@example.com', password: 'sara-presence-1' };
const SHOTS = 'e2e/screenshots';

/** A supabase-js client of the backend for Node (no native WebSocket before Node 22). */
const nodeClient = async () => createClient(BACKEND_URL, await anonKey(), { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });

async function account(who: typeof OMAR, role: 'admin' | 'inspector') {
  const made = await fetch(`${CONTROL_URL}/users?${new URLSearchParams({ ...who, role })}`, { method: 'POST' });
  expect(made.status, await made.text()).toBe(204);
}

/** Saves what waits on this screen now (the session saves when the connection comes back). */
const saveNow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')));

/** Both widths of one moment: the top of the screen or the dialog over it. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/perform-presence-${name}-1440.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SHOTS}/perform-presence-${name}-768.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('two people on one inspection see each other, and the second is asked before overwriting', async ({ browser }) => {
  test.setTimeout(60_000);
  await account(OMAR, 'inspector');
  await account(SARA, 'admin');
  const admin = await apiHeaders();
  const signedIn = await nodeClient();
  const omarUser = (await signedIn.auth.signInWithPassword(OMAR)).data.user!;
  const patched = await fetch(`${BACKEND_URL}/rest/v1/inspectors?user_id=eq.${omarUser.id}&select=id`, {
    method: 'PATCH', headers: { ...admin, Prefer: 'return=representation' }, body: JSON.stringify({ full_name: 'Omar Haddad', active: true }),
  });
  const [omarInspector] = (await patched.json()) as { id: string }[];
  // Sara's name is her profile's (user_metadata.full_name), as the screen and the database name people.
  const sara = await nodeClient();
  await sara.auth.signInWithPassword(SARA);
  expect((await sara.auth.updateUser({ data: { full_name: 'Sara Ali' } })).error).toBeNull();

  const db = await staffClient();
  const bookingId = await newInspection(db, { name: 'Presence Customer', firstDay: 1_300 });
  expect((await db.from('bookings').update({ inspector_id: omarInspector.id }).eq('id', bookingId)).error).toBeNull();
  const ids = await fieldIds(db);

  try {
    const [omar, saraPage] = [await (await browser.newContext()).newPage(), await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()];
    await storeSession(omar, OMAR.email, OMAR.password);
    await storeSession(saraPage, SARA.email, SARA.password);
    await Promise.all([omar.goto(`/performinspection/${bookingId}`), saraPage.goto(`/performinspection/${bookingId}`)]);
    await expect(field(omar, 'Customer Name')).toHaveValue('Presence Customer');
    await expect(field(saraPage, 'Customer Name')).toHaveValue('Presence Customer');

    // Each sees the other.
    await expect(omar.getByText('Sara Ali is also on this inspection')).toBeVisible({ timeout: 10_000 });
    await expect(saraPage.getByText('Omar Haddad is also on this inspection')).toBeVisible({ timeout: 10_000 });
    await shoot(saraPage, 'banner');

    // Omar edits first (nobody else is editing: no question) and saves.
    await field(omar, 'Mileage').fill('12000');
    await expect(omar.getByRole('alertdialog')).toHaveCount(0);
    await saveNow(omar);
    await expect.poll(async () => (await db.from('inspection_data').select('data').eq('booking_id', bookingId).single()).data?.data?.[ids['Mileage']]?.value).toBe('12000');

    // Sara's first edit beside Omar editing is held for the choice.
    await field(saraPage, 'Mileage').fill('64000');
    const editing = saraPage.getByRole('alertdialog', { name: 'Omar Haddad is editing this inspection' });
    await expect(editing).toBeVisible();
    await shoot(saraPage, 'editing');
    await editing.getByRole('button', { name: 'Edit anyway' }).click();
    await expect(field(saraPage, 'Mileage')).toHaveValue('64000');

    // Her save would overwrite Omar's answer: the database refuses it, and she chooses.
    await saveNow(saraPage);
    const conflict = saraPage.getByRole('alertdialog', { name: 'Omar Haddad changed the same answers' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Omar Haddad saved a different version of an answer you changed. Keep theirs, or overwrite them with yours?');
    await shoot(saraPage, 'conflict');
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(conflict).toBeHidden();
    await expect.poll(async () => (await db.from('inspection_data').select('data').eq('booking_id', bookingId).single()).data?.data?.[ids['Mileage']]?.value).toBe('64000');

    // Omar, editing again, is asked too (Sara is editing), goes ahead, is refused, and keeps hers: his screen shows it.
    await field(omar, 'Mileage').fill('99000');
    await omar.getByRole('alertdialog', { name: 'Sara Ali is editing this inspection' }).getByRole('button', { name: 'Edit anyway' }).click();
    await saveNow(omar);
    const his = omar.getByRole('alertdialog', { name: 'Sara Ali changed the same answers' });
    await his.getByRole('button', { name: 'Keep theirs and reload' }).click();
    await expect(field(omar, 'Mileage')).toHaveValue('64000');
    expect((await db.from('inspection_data').select('data').eq('booking_id', bookingId).single()).data?.data?.[ids['Mileage']]?.value).toBe('64000');
    await Promise.all([omar.context().close(), saraPage.context().close()]);
  } finally {
    await fetch(`${BACKEND_URL}/rest/v1/inspectors?id=eq.${omarInspector.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ active: false }) });
  }
});
