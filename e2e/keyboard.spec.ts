// Keyboard only, as a person without a mouse works: Tab to a control, type, Space or Enter. No clicks.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, storeSession } from './support/platform';
import { fieldIds, newInspection, staffClient } from './support/inspection';

// A 1 x 1 PNG: the photo picked from the file chooser.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Tab presses since the journey last reset it: how much a keyboard user has to press. */
let tabPresses = 0;

/** Presses Tab until the focused control's accessible name matches, as a keyboard user moves through a page. */
async function tabTo(page: Page, name: RegExp, role?: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    tabPresses++;
    const label = await page.evaluate((wanted) => {
      const element = document.activeElement;
      if (!element || element === document.body || (wanted && element.getAttribute('role') !== wanted)) return '';
      // A tab panel is a Tab stop too, but its text is everything in it: only controls are matched by name.
      if (element.getAttribute('role') === 'tabpanel') return '';
      const labelled = element.getAttribute('aria-labelledby');
      const byId = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
      const forLabel = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : '';
      const wrapping = element.closest('label')?.textContent ?? '';
      return [element.getAttribute('aria-label'), byId, forLabel, wrapping, element.textContent].filter(Boolean).join(' | ');
    }, role);
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await tabTo(page, /Email/);
  await page.keyboard.type(DEMO_EMAIL);
  await tabTo(page, /Password/);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
}

test('sign in with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
});

test('book an inspection through the wizard with the keyboard alone', async ({ page }) => {
  const customer = `Keyboard Customer ${Date.now()}`;
  await signInByKeyboard(page);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  tabPresses = 0;
  // The tab list is one stop in the Tab order; its arrow keys move between the tabs.
  await tabTo(page, /^Bookings$/, 'tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'New Booking' })).toHaveAttribute('aria-selected', 'true');
  // A radio group is one Tab stop too: the arrow keys choose within it.
  await tabTo(page, /I know the inspection location and time/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'I need help coordinating with the seller' })).toBeChecked();
  await tabTo(page, /Standard 120-point/);
  await page.keyboard.press('Enter');
  for (const [label, value] of [
    [/^Customer Name/, customer], [/^Phone Number/, '0501234567'], [/^Email/, 'keys@example.com'],
    [/^Vehicle Make/, 'Nissan'], [/^Vehicle Model/, 'Patrol'], [/^Vehicle Year/, '2021'],
    [/^Seller Name/, 'Seller Co'], [/^Seller Phone/, '0559998877'],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(value);
  }
  await tabTo(page, /^Submit Request$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.getByText('To be coordinated').first()).toBeVisible();
  console.log(`Tab presses to book a visit to be coordinated: ${tabPresses}`);
});

test('fill, mark, photograph, sign and submit an inspection with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  const db = await staffClient();
  const bookingId = await newInspection(db, { name: 'Keyboard Inspection' });
  const ids = await fieldIds(db);
  await signInByKeyboard(page);
  await page.goto(`/performinspection/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Standard 120-Point Inspection', level: 1 })).toBeVisible();

  // Listening from here, well before the Enter below: once in CI, under load, a listener added just before the key
  // never saw the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, /^Mileage/);
  await page.keyboard.type('61000');
  // The photo button (the Main Picture's, the next in the page) opens the device's file chooser.
  await tabTo(page, /^Take or add photos$/);
  // One Tab stop per photo field: back from its button is the field before it, not the hidden file input.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Mileage/);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Take or add photos$/);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Main Picture 1' })).toBeVisible();
  // A closed select takes type-ahead (the first option starting with the letters typed) and the arrow keys.
  await tabTo(page, /^Body Panels/);
  await page.keyboard.type('Fair');
  // Every other required choice down to the car diagram: the next option with ArrowDown.
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLSelectElement;
      return { tag: element.tagName, value: element.value ?? '' };
    });
    if (focused.tag === 'polygon') break;
    if (focused.tag === 'SELECT' && focused.value === '') await page.keyboard.press('ArrowDown');
  }
  // The car diagram is one Tab stop (its first part); the arrow keys move to the next part, Enter opens its
  // conditions, Space ticks one.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Front bumper');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Hood');
  await page.keyboard.press('Enter');
  const part = page.getByRole('dialog');
  await tabTo(page, /Chipped/);
  await page.keyboard.press('Space');
  await tabTo(page, /^OK$/);
  await page.keyboard.press('Enter');
  await expect(part).toBeHidden();
  await expect(page.getByRole('list', { name: 'Marked parts' }).getByRole('listitem')).toHaveCount(1);

  // Signing without a pointer: the name typed, set in a script font on the pad.
  await tabTo(page, /^Save and Submit$/);
  await page.keyboard.press('Enter');
  const sign = page.getByRole('dialog', { name: 'Sign and submit' });
  await expect(sign).toBeVisible();
  await tabTo(page, /^Type instead$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /Type the inspector's signature/);
  await page.keyboard.type('Omar Haddad');
  await expect(sign.getByRole('img', { name: "Inspector's signature" }).locator('path[data-strokes]')).not.toHaveAttribute('data-strokes', '0');
  await page.screenshot({ path: 'e2e/screenshots/inspection-typed-signature.png' });
  await tabTo(page, /^Submit$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Inspection submitted successfully')).toBeVisible();

  const { data } = await db.from('inspection_data').select('data, marked_data').eq('booking_id', bookingId).single();
  const answers = data?.data as Record<string, { value: unknown }>;
  expect(answers[ids['Mileage']]?.value).toBe('61000');
  expect(answers[ids['Body Panels']]?.value).toBe('Fair');
  expect((answers[ids['Main Picture']]?.value as string[]).length).toBe(1);
  expect(Object.keys(data?.marked_data ?? {})).toContain('hood');
  const { data: report } = await db.from('inspection_reports').select('signatures').eq('booking_id', bookingId).single();
  expect(report?.signatures.inspector).toMatchObject({ path: expect.stringMatching(/^M[\d.]+ [\d.]+ /) });
});


/** The focused element. */
const focused = (page: Page) => page.locator(':focus');

// Every framed screen's first Tab stop and its heading taking focus after a navigation are measured at three widths by
// the accessibility sweep (accessibility.spec.ts); here, by the keyboard, what the skip link does.
test("'Skip to content' is the first Tab stop and moves focus past the sidebar and the top bar", async ({ page }) => {
  await storeSession(page);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to content');
  await expect(focused(page)).toBeInViewport();
  await page.screenshot({ path: 'e2e/screenshots/keyboard-skip-link.png' });
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('id', 'main-content');
  // The next Tab stop is the screen's first control, past the sidebar and the top bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('a dialog gives focus back to the button that opened it', async ({ page }) => {
  await storeSession(page);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: /CRM/, level: 1 })).toBeVisible();
  await tabTo(page, /^Add Contact$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await tabTo(page, /^Cancel$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(focused(page)).toHaveText('Add Contact');
  // A row's Edit button, closed with Escape.
  await tabTo(page, /^Edit contact /);
  const opener = (await focused(page).getAttribute('aria-label'))!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(focused(page)).toHaveAttribute('aria-label', opener);
});

test('book with a place and a time through the wizard with the keyboard alone, counting the Tab presses', async ({ page }) => {
  test.setTimeout(150_000);
  const customer = `Keyboard Slot ${Date.now()}`;
  await signInByKeyboard(page);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  tabPresses = 0;
  await tabTo(page, /^Bookings$/, 'tab');
  await page.keyboard.press('ArrowRight');
  await tabTo(page, /Standard 120-point/);
  await page.keyboard.press('Enter');
  // Each new step takes focus on its heading.
  await expect(focused(page)).toHaveText('Location');
  await tabTo(page, /Search for a location/);
  await page.keyboard.type('Dubai Marina');
  await tabTo(page, /Dubai Marina/, undefined, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('selected-location')).toContainText('United Arab Emirates');
  await tabTo(page, /^Additional Directions/);
  await page.keyboard.type('Gate 3');
  await tabTo(page, /^Next/);
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveText('Date & Time');
  // The calendar's days are one Tab stop: the arrows move five weeks ahead, Enter picks the day.
  await tabTo(page, /(st|nd|rd|th), \d{4}/);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The day's times are one Tab stop too: the first free time, then the arrows.
  const times = page.getByRole('group', { name: 'Available Times' });
  await expect(times.getByRole('button').first()).toBeVisible();
  const before = tabPresses;
  await tabTo(page, /^\d\d:\d\d (AM|PM)/);
  await page.keyboard.press('ArrowRight');
  await page.screenshot({ path: 'e2e/screenshots/keyboard-slot-focused.png', fullPage: true });
  const time = (await focused(page).textContent())!;
  await page.keyboard.press('Enter');
  await expect(times.getByRole('button', { name: time })).toHaveAttribute('aria-pressed', 'true');
  const intoTimes = tabPresses - before;
  await tabTo(page, /^Next/);
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveText('Details');
  for (const [label, value] of [
    [/^Customer Name/, customer], [/^Phone Number/, '0501234567'], [/^Email/, 'keys@example.com'],
    [/^Vehicle Make/, 'Nissan'], [/^Vehicle Model/, 'Patrol'], [/^Vehicle Year/, '2021'],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(value);
  }
  await tabTo(page, /^Confirm Booking$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByText(customer).first()).toBeVisible();
  console.log(`Tab presses to book with a place and a time: ${tabPresses} (into the day's times: ${intoTimes})`);
  expect(intoTimes).toBeLessThanOrEqual(3);
});
