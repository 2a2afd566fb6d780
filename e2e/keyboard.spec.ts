// Keyboard only, as a person without a mouse works: Tab to a control, type, Space or Enter. No clicks.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/platform';

/** Presses Tab until the focused control's accessible name matches, as a keyboard user moves through a page. */
async function tabTo(page: Page, name: RegExp, role?: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
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
});
