// The live console (docs/architecture/realtime.md#the-live-console), two people in two browser contexts: a booking
// written by one member of staff (through the console's own supabase-js client) shows on another's open dashboard
// without a reload, tinted a while; an admin assigning a booking puts it on the inspector's open My Day; a change made
// before a screen's first join, or while the socket was cut, is on screen once it joins; the CRM list and a contact's
// page follow another person's contacts and leads under an open dialog, keeping the scroll; Date Wise, a booking's
// details, Messages, Inspection Records and the Audit Log follow such writes too, over the tab's one realtime socket.
// Screenshots go to e2e/screenshots/live-*.png (the indicator, and a tinted new row at 1440 and 768 px, dashboard and
// CRM). Inspectors added here are made inactive at the end (one-inspector business).
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiHeaders, BACKEND_URL, CONTROL_URL, storeSession } from './support/platform';
import { seriousAxeFindings } from './support/sweep-checks';

const STANDARD = '11111111-1111-4111-8111-000000000001';
const DEMO_INSPECTOR = '55555555-5555-4555-8555-000000000001';
const INSPECTOR = { email: 'liv@example.com', password: 'liv-inspector-1' };
const SHOTS = 'e2e/screenshots';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await fetch(`${BACKEND_URL}/rest/v1/inspectors?id=neq.${DEMO_INSPECTOR}`, { method: 'PATCH', headers: await apiHeaders(), body: JSON.stringify({ active: false }) });
});

/**
 * A booking as a row of the REST API takes it: `minutes` from now, on the minute, or at a Date. A booking left to the
 * database to assign needs an inspector working and free then: give it `inBusinessHours`, never 'now + a day' (in the
 * evening that is outside everyone's hours, and within the seeded weeks it may meet a seeded booking).
 */
function bookingRow(customer: string, minutes: number | Date, inspectorId?: string) {
  const start = minutes instanceof Date ? minutes : new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  return {
    customer_name: customer, customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Land Cruiser', vehicle_year: 2019,
    inspection_type_id: STANDARD, start_time: start.toISOString(), end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
    reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Basement B2', latitude: 25.08, longitude: 55.14,
    ...(inspectorId ? { inspector_id: inspectorId } : {}),
  };
}

/** Runs a write in the page with the console's own supabase-js client (the shared one: libs/shared/platform). */
async function writeAsPage(page: Page, table: string, write: { insert?: object; update?: object; id?: string }): Promise<string> {
  return page.evaluate(
    async ({ table, write }) => {
      const platform = (globalThis as unknown as Record<symbol, { supabase: SupabaseClient }>)[Symbol.for('inspection-console.platform')];
      const from = platform.supabase.from(table);
      const answer = write.insert ? await from.insert(write.insert).select('id').single() : await from.update(write.update ?? {}).eq('id', write.id).select('id').single();
      if (answer.error) throw new Error(JSON.stringify(answer.error));
      return answer.data.id as string;
    },
    { table, write },
  );
}

const indicator = (page: Page) => page.getByTestId('live-indicator');

/** `days` after today in Dubai (UTC+4 all year), at `hour`:`minute` there: past the seeded weeks, inside working hours. */
function inBusinessHours(days: number, hour: number, minute: number): Date {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days, hour - 4, minute));
}

test("staff A's new booking shows on staff B's open dashboard without a reload", async ({ browser }) => {
  const [a, b] = [await (await browser.newContext()).newPage(), await (await browser.newContext()).newPage()];
  await storeSession(a);
  await a.goto('/booking');
  await storeSession(b);
  await b.goto('/booking');
  const customer = `Live Visitor ${Date.now() % 100_000}`;
  await b.getByRole('searchbox', { name: 'Search bookings' }).fill(customer);
  await expect(b.getByText('No bookings found.')).toBeVisible();
  await expect(indicator(b)).toHaveText('Updates: Live');
  const total = Number(await b.getByTestId('count-total').textContent());
  let navigations = 0;
  b.on('framenavigated', () => (navigations += 1));

  await expect(indicator(a)).toHaveText('Updates: Live');
  const written = Date.now();
  await writeAsPage(a, 'bookings', { insert: bookingRow(customer, inBusinessHours(40, 10, 17)) });
  await expect(b.getByText(customer).first()).toBeVisible({ timeout: 5_000 });
  console.log(`write to row painted on another dashboard: ${Date.now() - written} ms`);
  // Highlighted for a few seconds.
  await expect(b.getByTestId('booking-row').filter({ hasText: customer })).toHaveAttribute('data-fresh', 'true');
  await b.screenshot({ path: `${SHOTS}/live-new-row-1440.png`, clip: { x: 0, y: 0, width: 1440, height: 600 } });
  expect(await seriousAxeFindings(b), 'axe with a tinted row').toEqual([]);
  await expect(b.getByTestId('count-total')).toHaveText(String(total + 1));
  expect(navigations, 'the dashboard reloaded').toBe(0);

  await b.screenshot({ path: `${SHOTS}/live-indicator-1440.png`, clip: { x: 0, y: 0, width: 1440, height: 200 } });
  await b.setViewportSize({ width: 768, height: 1024 });
  await expect(indicator(b)).toBeVisible();
  await b.screenshot({ path: `${SHOTS}/live-indicator-768.png`, clip: { x: 0, y: 0, width: 768, height: 200 } });
  // Below 1024 px the bookings are cards: a second booking's card is tinted too.
  await writeAsPage(a, 'bookings', { insert: bookingRow(`${customer} Second`, inBusinessHours(41, 10, 17)) });
  await expect(b.getByTestId('booking-card').filter({ hasText: `${customer} Second` })).toHaveAttribute('data-fresh', 'true', { timeout: 5_000 });
  await b.screenshot({ path: `${SHOTS}/live-new-row-768.png`, clip: { x: 0, y: 0, width: 768, height: 1024 } });
  await expect(b.getByTestId('count-total')).toHaveText(String(total + 2));
  await Promise.all([a.context().close(), b.context().close()]);
});

test("an admin assigns a booking and the inspector's open My Day shows it", async ({ browser }) => {
  expect((await fetch(`${CONTROL_URL}/users?${new URLSearchParams({ ...INSPECTOR, role: 'inspector' })}`, { method: 'POST' })).status).toBe(204);
  const admin = await apiHeaders();
  const [liv] = (await (await fetch(`${BACKEND_URL}/rest/v1/inspectors?full_name=eq.liv&select=id`, { headers: admin })).json()) as { id: string }[];
  const [other] = (await (await fetch(`${BACKEND_URL}/rest/v1/inspectors`, { method: 'POST', headers: { ...admin, Prefer: 'return=representation' }, body: JSON.stringify({ full_name: 'Live Other Inspector' }) })).json()) as { id: string }[];
  const customer = `Live Assigned ${Date.now() % 100_000}`;
  const created = await fetch(`${BACKEND_URL}/rest/v1/bookings`, { method: 'POST', headers: { ...admin, Prefer: 'return=representation' }, body: JSON.stringify(bookingRow(customer, 20, other.id)) });
  expect(created.status, await created.clone().text()).toBe(201);
  const [booking] = (await created.json()) as { id: string }[];

  const [office, inspector] = [await (await browser.newContext()).newPage(), await (await browser.newContext()).newPage()];
  await storeSession(inspector, INSPECTOR.email, INSPECTOR.password);
  await inspector.goto('/my-day');
  await expect(indicator(inspector)).toHaveText('Updates: Live');
  await expect(inspector.getByText(customer)).toHaveCount(0);
  await storeSession(office);
  await office.goto('/booking');
  await expect(indicator(office)).toHaveText('Updates: Live');

  await writeAsPage(office, 'bookings', { update: { inspector_id: liv.id }, id: booking.id });
  await expect(inspector.getByText(customer)).toBeVisible({ timeout: 5_000 });
  await expect(inspector.getByRole('article').filter({ hasText: customer })).toHaveAttribute('data-fresh', 'true');
  await Promise.all([office.context().close(), inspector.context().close()]);
});

test('after the socket is cut and restored, a change made meanwhile is on screen', async ({ page }) => {
  // The page's realtime socket goes through Playwright, so the test can cut it and refuse reconnections for a while.
  let cut = false;
  let socket: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    if (cut) return void ws.close({ code: 1011 });
    socket = ws;
    ws.connectToServer();
  });
  await storeSession(page);
  await page.goto('/booking');
  const customer = `Live Offline ${Date.now() % 100_000}`;
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(customer);
  await expect(page.getByText('No bookings found.')).toBeVisible();
  await expect(indicator(page)).toHaveText('Updates: Live');

  cut = true;
  await socket!.close({ code: 4000 });
  await expect(indicator(page)).toHaveText('Updates: Reconnecting…');
  const written = await fetch(`${BACKEND_URL}/rest/v1/bookings`, { method: 'POST', headers: await apiHeaders(), body: JSON.stringify(bookingRow(customer, inBusinessHours(42, 10, 47))) });
  expect(written.status, await written.clone().text()).toBe(201);
  await page.screenshot({ path: `${SHOTS}/live-indicator-reconnecting-1440.png`, clip: { x: 0, y: 0, width: 1440, height: 200 } });
  await page.waitForTimeout(1_500);
  await expect(page.getByText(customer)).toHaveCount(0);

  cut = false;
  await expect(page.getByText(customer).first()).toBeVisible({ timeout: 20_000 });
  await expect(indicator(page)).toHaveText('Updates: Live');
});

test("a change made before the screen's first join is on screen once it joins", async ({ page }) => {
  // The page's frames to the realtime socket wait at Playwright until released: the screen reads, a booking is
  // written, and only then does its channel join. Realtime sends nothing from before a join, so only the refresh after
  // the first join can show it.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => void released.then(() => server.send(message)));
  });
  await storeSession(page);
  await page.goto('/booking');
  const customer = `Live Early ${Date.now() % 100_000}`;
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(customer);
  await expect(page.getByText('No bookings found.')).toBeVisible();
  await expect(indicator(page)).toHaveText('Updates: Connecting…');
  const written = await fetch(`${BACKEND_URL}/rest/v1/bookings`, { method: 'POST', headers: await apiHeaders(), body: JSON.stringify(bookingRow(customer, inBusinessHours(43, 10, 17))) });
  expect(written.status, await written.clone().text()).toBe(201);
  await page.waitForTimeout(1_000);
  await expect(page.getByText(customer)).toHaveCount(0);

  release();
  await expect(indicator(page)).toHaveText('Updates: Live');
  await expect(page.getByText(customer).first()).toBeVisible({ timeout: 5_000 });
});

test("the CRM follows another person's contacts and leads under an open dialog, and a contact's page its leads and Activity", async ({ browser }) => {
  const [a, b] = [await (await browser.newContext()).newPage(), await (await browser.newContext({ viewport: { width: 1440, height: 700 } })).newPage()];
  await storeSession(a);
  await a.goto('/crm');
  await storeSession(b);
  await b.goto('/crm');
  await expect(indicator(a)).toHaveText('Updates: Live');
  await expect(indicator(b)).toHaveText('Updates: Live');
  await b.mouse.wheel(0, 200);
  await expect.poll(() => b.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await b.evaluate(() => window.scrollY);

  // A adds a contact: it shows on B's list, tinted, and B's page stays where it was scrolled to.
  const name = `Live Contact ${Date.now() % 100_000}`;
  const phone = `05${String(Date.now()).slice(-8)}`;
  const contactId = await writeAsPage(a, 'contacts', { insert: { full_name: name, phone_number: phone } });
  await expect(b.getByTestId('contact-row').filter({ hasText: name })).toHaveAttribute('data-fresh', 'true', { timeout: 5_000 });
  expect(await b.evaluate(() => window.scrollY)).toBe(scrolled);

  // B is typing a new contact when A adds a lead: A's lead shows, tinted, and B's dialog keeps what is typed.
  await b.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = b.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Typing In Progress');
  const leadId = await writeAsPage(a, 'leads', { insert: { contact_id: contactId, vehicle_make: 'Nissan', vehicle_model: 'Patrol', vehicle_year: 2021 } });
  await expect(b.getByTestId('lead-row').filter({ hasText: name })).toHaveAttribute('data-fresh', 'true', { timeout: 5_000 });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Typing In Progress');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A changes the lead: tinted again at the top of B's leads, at 1440 and (as a card) at 768 px.
  const leadRow = b.getByTestId('lead-row').filter({ hasText: name });
  await writeAsPage(a, 'leads', { update: { status: 'in_discussion' }, id: leadId });
  await expect(leadRow).toContainText('In Discussion', { timeout: 5_000 });
  await expect(leadRow).toHaveAttribute('data-fresh', 'true');
  await leadRow.scrollIntoViewIfNeeded();
  await b.screenshot({ path: `${SHOTS}/live-crm-new-row-1440.png` });
  expect(await seriousAxeFindings(b), 'axe with a tinted row').toEqual([]);
  await b.setViewportSize({ width: 768, height: 1024 });
  await writeAsPage(a, 'leads', { update: { status: 'follow_up_later' }, id: leadId });
  await expect(leadRow).toContainText('Follow Up Later', { timeout: 5_000 });
  await expect(leadRow).toHaveAttribute('data-fresh', 'true');
  await leadRow.scrollIntoViewIfNeeded();
  await b.screenshot({ path: `${SHOTS}/live-crm-new-row-768.png` });

  // The contact's page: A's second lead joins its history, tinted, and its Activity gains an entry.
  await b.setViewportSize({ width: 1440, height: 900 });
  await b.goto(`/contacts/${contactId}`);
  await expect(b.getByTestId('lead-history-item')).toHaveCount(1);
  await expect(indicator(b)).toHaveText('Updates: Live');
  await expect(b.getByTestId('activity-entry').first()).toBeVisible();
  const entries = await b.getByTestId('activity-entry').count();
  await writeAsPage(a, 'leads', { insert: { contact_id: contactId, vehicle_make: 'Lexus', vehicle_model: 'LX 600', vehicle_year: 2023 } });
  await expect(b.getByTestId('lead-history-item')).toHaveCount(2, { timeout: 5_000 });
  await expect(b.getByTestId('lead-history-item').filter({ hasText: 'Lexus' })).toHaveAttribute('data-fresh', 'true');
  await expect(b.getByTestId('activity-entry')).toHaveCount(entries + 1);
  await writeAsPage(a, 'contacts', { update: { email: 'live.contact@example.com' }, id: contactId });
  await expect(b.getByText('live.contact@example.com', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(b.getByTestId('activity-entry').getByText('Email: — → live.contact@example.com')).toBeVisible();
  await Promise.all([a.context().close(), b.context().close()]);
});

/** The day of the month of `iso` in Dubai, the business's time zone (the Date Wise strip's days). */
const dubaiDayOfMonth = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai', day: 'numeric' }).format(new Date(iso));

test("Date Wise, a booking's details, Messages, Inspection Records and the Audit Log follow another person's writes, over one socket", async ({ browser }) => {
  const n = Date.now() % 100_000;
  const prefix = `Live Day ${n}`;
  const model = `Model${n}`;
  const email = `live.day.${n}@example.com`;
  // The bookings go to an inspector of their own, so other tests' bookings never leave them without a free one.
  const admin = { ...(await apiHeaders()), Prefer: 'return=representation' };
  const [own] = (await (await fetch(`${BACKEND_URL}/rest/v1/inspectors`, { method: 'POST', headers: admin, body: JSON.stringify({ full_name: `${prefix} Inspector` }) })).json()) as { id: string }[];
  const first = { ...bookingRow(`${prefix} First`, 15, own.id), vehicle_model: model, customer_email: email };
  const created = await fetch(`${BACKEND_URL}/rest/v1/bookings`, { method: 'POST', headers: admin, body: JSON.stringify(first) });
  expect(created.status, await created.clone().text()).toBe(201);
  const [booking] = (await created.json()) as { id: string }[];

  const [a, b] = [await (await browser.newContext()).newPage(), await (await browser.newContext()).newPage()];
  await storeSession(a);
  await a.goto('/booking');
  let sockets = 0;
  b.on('websocket', (ws) => void (ws.url().includes('/realtime/v1/websocket') && (sockets += 1)));
  await storeSession(b);
  await b.goto('/booking');
  await expect(indicator(a)).toHaveText('Updates: Live');
  await expect(indicator(b)).toHaveText('Updates: Live');
  // From here on b moves only through its own links: no document loads.
  let loads = 0;
  b.on('load', () => (loads += 1));

  // Date Wise, on the first booking's day: a second booking that day joins its list, tinted.
  await b.getByRole('searchbox', { name: 'Search bookings' }).fill(prefix);
  await b.getByRole('radio', { name: 'Date Wise' }).click();
  await b.getByRole('tab', { name: new RegExp(` ${dubaiDayOfMonth(first.start_time)}: \\d+ bookings$`) }).click();
  const ofDay = b.getByRole('list', { name: 'Bookings of the day' });
  await expect(ofDay.getByRole('listitem')).toHaveCount(1);
  await writeAsPage(a, 'bookings', { insert: { ...bookingRow(`${prefix} Second`, 45, own.id), vehicle_model: model } });
  await expect(ofDay.getByRole('button').filter({ hasText: `${prefix} Second` })).toHaveAttribute('data-fresh', 'true', { timeout: 5_000 });
  await expect(ofDay.getByRole('listitem')).toHaveCount(2);

  // The first booking's details: cancelled by A, it says so, and the cancellation it queued for the customer shows.
  await ofDay.getByRole('button').filter({ hasText: `${prefix} First` }).click();
  await expect(b).toHaveURL(new RegExp(`/booking/${booking.id}$`));
  const messages = b.locator('[aria-label="Messages to the customer"] li');
  await expect(messages).toHaveCount(1);
  await writeAsPage(a, 'bookings', { update: { status: 'cancelled', cancel_reason: 'Customer travelling' }, id: booking.id });
  await expect(b.getByRole('region', { name: 'Cancellation' })).toBeVisible({ timeout: 5_000 });
  await expect(messages).toHaveCount(2, { timeout: 5_000 });

  // Messages: A booking that customer again queues a third message for that address (its confirmation), listed at once.
  await b.getByRole('link', { name: 'Messages', exact: true }).click();
  await b.getByLabel('Search messages').fill(email);
  await expect(b.getByText('2 messages')).toBeVisible();
  await writeAsPage(a, 'bookings', { insert: { ...bookingRow(`${prefix} Third`, 75, own.id), vehicle_model: model, customer_email: email } });
  await expect(b.getByText('3 messages')).toBeVisible({ timeout: 5_000 });

  // Inspection Records: A starting the first booking's inspection adds its record, tinted.
  await b.getByRole('link', { name: 'Inspection Records' }).click();
  await expect(b.getByRole('table', { name: 'Inspection records' })).toBeVisible();
  await expect(b.getByTestId('record-row').first()).toBeVisible();
  await expect(b.getByTestId('record-row').filter({ hasText: model })).toHaveCount(0);
  await writeAsPage(a, 'inspection_data', { insert: { booking_id: booking.id } });
  await expect(b.getByTestId('record-row').filter({ hasText: model })).toHaveAttribute('data-fresh', 'true', { timeout: 5_000 });

  // Settings › Audit Log (an admin): A's change to the booking is a new entry, tinted.
  await b.getByRole('link', { name: 'Settings' }).click();
  await b.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(b.getByTestId('audit-row').first()).toBeVisible();
  await expect(b.locator('[data-testid="audit-row"][data-fresh]')).toHaveCount(0);
  await writeAsPage(a, 'bookings', { update: { customer_name: `${prefix} Renamed` }, id: booking.id });
  await expect(b.locator('[data-testid="audit-row"][data-fresh]').first()).toBeVisible({ timeout: 5_000 });

  // The CRM too, then back to the dashboard: still the one socket, and no document load since the first.
  await b.getByRole('link', { name: 'CRM - Vehicle Inspection' }).click();
  await expect(indicator(b)).toHaveText('Updates: Live');
  await b.getByRole('link', { name: 'Booking', exact: true }).click();
  await expect(indicator(b)).toHaveText('Updates: Live');
  expect(loads, 'a screen reloaded the page').toBe(0);
  expect(sockets, 'realtime sockets opened by the tab').toBe(1);
  await Promise.all([a.context().close(), b.context().close()]);
});
