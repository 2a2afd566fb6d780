// Inspection form templates and inspection types, driven as staff would on the built console (4200)
// against the embedded backend: create a template, find it, set it live (locked), back to draft,
// edit, delete; create, edit and delete an inspection type with every validation message.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openBookShowing } from './support/book';
import { apiHeaders, BACKEND_URL, ORIGINS, signIn } from './support/platform';

const CONSOLE = ORIGINS.shell;
const FORMS_ORIGIN = ORIGINS.forms;
const BOOKINGS_ORIGIN = ORIGINS.bookings;
const SHOTS = 'e2e/screenshots';

/** An inspection type of this test's own, so setting a template live never touches the seeded types' live forms. */
async function createTypeThroughApi(name: string): Promise<{ id: string; cleanup(): Promise<void> }> {
  const headers = await apiHeaders();
  const response = await fetch(`${BACKEND_URL}/rest/v1/inspection_types`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify({ name_en: name, tag: 'E2E', duration_minutes: 60, actual_price: 100, current_price: 90 }),
  });
  expect(response.status).toBe(201);
  const [row] = (await response.json()) as Array<{ id: string }>;
  return {
    id: row.id,
    cleanup: async () => {
      await fetch(`${BACKEND_URL}/rest/v1/inspection_types?id=eq.${row.id}`, { method: 'DELETE', headers });
    },
  };
}

const valuesOf = (locator: Locator) =>
  expect.poll(() => locator.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)));

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const sections = (page: Page) => page.getByTestId('section-card');
const fields = (scope: Locator) => scope.getByTestId('field-card');

/** A status changes through its own button on the saved form's view, never as a field of an edit. */
const STATUS_BUTTONS = { draft: 'Back to Draft', live: 'Make Live', inactive: 'Set Inactive' } as const;
async function chooseStatus(page: Page, status: keyof typeof STATUS_BUTTONS) {
  await page.getByRole('button', { name: STATUS_BUTTONS[status] }).click();
}


test.describe('inspection form templates', () => {
  test('create, find, set live (locked), back to draft, edit, delete', async ({ page }) => {
    const stamp = Date.now();
    const typeName = `E2E Type ${stamp}`;
    const title = `E2E Template ${stamp}`;
    const type = await createTypeThroughApi(typeName);
    try {
      await signIn(page, `${CONSOLE}/formbuilder`);
      await expect(page.getByRole('heading', { name: 'Inspection Forms' })).toBeVisible();
      await page.getByRole('link', { name: 'Create New Form' }).click();
      await expect(page).toHaveURL(/\/formbuilder\/create$/);
      await expect(page.getByRole('heading', { name: 'Create Inspection Form Template' })).toBeVisible();

      await page.getByLabel('Form Title').fill(title);
      await expect(page.getByLabel('Form Title')).toHaveAttribute('placeholder', 'Enter form title');
      await page.getByRole('button', { name: 'Save Template' }).click();
      await expect(toast(page, 'Please select an inspection type')).toBeVisible();
      await page.getByLabel('Inspection Type').selectOption({ label: `${typeName} (E2E)` });

      // Section 1: a required, scored dropdown with a text sub-field.
      await page.getByRole('button', { name: 'Add Section' }).click();
      const exterior = sections(page).nth(0);
      await exterior.getByLabel('Section title').fill('Exterior');
      await exterior.getByRole('button', { name: 'Add Dropdown' }).click();
      await expect(exterior.getByTestId('field-count')).toHaveText('1 field');
      const paint = fields(exterior).nth(0);
      await paint.getByLabel('Field title').fill('Paint condition');
      await paint.getByLabel('Required').check();
      for (const [label, score] of [['Good', '10'], ['Poor', '3'], ['Fair', '6']]) {
        await paint.getByRole('button', { name: 'Add Option' }).click();
        const option = paint.getByTestId('dropdown-option').last();
        await option.getByLabel('Label').fill(label);
        await option.getByLabel('Score').fill(score);
      }
      // Keyboard drag: pick up 'Fair', move it up one place, drop it.
      await paint.getByRole('button', { name: 'Reorder option 3 (Fair)' }).focus();
      // dnd-kit measures the list a frame or two after pick-up; a key sent before that is lost, so pace the keys.
      await page.keyboard.press('Space');
      await page.waitForTimeout(250);
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
      await valuesOf(paint.getByLabel('Label')).toEqual(['Good', 'Fair', 'Poor']);
      await paint.getByRole('button', { name: 'Text Field', exact: true }).click();
      await paint.getByLabel('Sub-field title').fill('Paint notes');
      await expect(paint.getByTestId('sub-field').getByLabel('Input Type')).toHaveValue('plain');

      // Section 2: an image field taking several photos.
      await page.getByRole('button', { name: 'Add Section' }).click();
      const photos = sections(page).nth(1);
      await photos.getByLabel('Section title').fill('Photos');
      await photos.getByRole('button', { name: 'Add Image Upload' }).click();
      await fields(photos).nth(0).getByLabel('Field title').fill('Front photo');
      await fields(photos).nth(0).getByLabel('Allow Multiple Images').check();
      await expect(exterior.getByRole('button', { name: 'Move section up' })).toBeDisabled();
      await expect(photos.getByRole('button', { name: 'Move section down' })).toBeDisabled();

      // The save bar stays in view wherever the form is scrolled, and says there are unsaved changes.
      const saveBar = page.getByRole('region', { name: 'Save bar' });
      await expect(saveBar.getByTestId('save-state')).toHaveText('Unsaved changes');
      for (const width of [1440, 768, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : width > 500 ? 1024 : 844 });
        await page.getByRole('heading', { name: 'Create Inspection Form Template' }).scrollIntoViewIfNeeded();
        await expect(saveBar).toBeInViewport({ ratio: 1 });
        await page.screenshot({ path: `${SHOTS}/forms-editor-${width}.png`, fullPage: true });
        await page.mouse.wheel(0, 1200);
        await expect(saveBar).toBeInViewport({ ratio: 1 });
        await expect(saveBar.getByRole('button', { name: 'Save Template' })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/forms-editor-scrolled-${width}.png` });
      }
      // Below lg the outline is the save bar's 'Sections' menu: a tap (or Enter) jumps and focus lands on the section.
      await saveBar.getByRole('button', { name: 'Sections' }).click();
      await page.getByRole('menuitem', { name: /^Exterior/ }).click();
      await expect(exterior).toBeFocused();
      await expect(exterior.getByLabel('Section title')).toBeInViewport({ ratio: 1 });
      // From lg the outline sits beside the form: Tab to it, Enter jumps.
      await page.setViewportSize({ width: 1440, height: 900 });
      const outline = page.getByRole('navigation', { name: 'Form outline' });
      await expect(saveBar.getByRole('button', { name: 'Sections' })).toBeHidden();
      await outline.getByRole('button', { name: /^Photos/ }).focus();
      await page.keyboard.press('Enter');
      await expect(photos).toBeFocused();
      await expect(photos.getByLabel('Section title')).toBeInViewport({ ratio: 1 });

      await page.getByRole('button', { name: 'Save Template' }).click();
      await expect(toast(page, 'Form created successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/formbuilder$/);

      const card = page.getByTestId('form-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Draft')).toBeVisible();
      await expect(card.getByText(/^Created: /)).toBeVisible();
      await card.getByRole('link', { name: 'View' }).click();

      await expect(page.getByRole('heading', { name: 'View Inspection Form Template' })).toBeVisible();
      await expect(page.getByLabel('Form Title')).toHaveValue(title);
      await expect(sections(page).nth(0).getByLabel('Section title')).toHaveValue('Exterior');
      await valuesOf(fields(sections(page).nth(0)).nth(0).getByLabel('Label')).toEqual(['Good', 'Fair', 'Poor']);
      await valuesOf(fields(sections(page).nth(0)).nth(0).getByLabel('Score')).toEqual(['10', '6', '3']);
      await expect(page.getByTestId('sub-field').getByLabel('Sub-field title')).toHaveValue('Paint notes');
      await expect(fields(sections(page).nth(1)).nth(0).getByLabel('Allow Multiple Images')).toBeChecked();
      await page.getByRole('heading', { name: 'View Inspection Form Template' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/forms-view-1440.png`, fullPage: true });

      // Live: confirm, then locked.
      await chooseStatus(page, 'live');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(
        'Are you sure you want to change the form status to live? This will lock the form and prevent further edits.',
      );
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(page, 'Form status updated to live')).toBeVisible();
      await expect(page.getByTestId('locked-notice')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expect(page.getByLabel('Form Title')).not.toBeEditable();
      await expect(page.getByRole('button', { name: 'Add Section' })).toHaveCount(0);
      for (const width of [1440, 768, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : width > 500 ? 1024 : 844 });
        await page.getByRole('heading', { name: 'View Inspection Form Template' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/forms-view-live-${width}.png` });
      }
      await page.setViewportSize({ width: 1440, height: 900 });

      // Back to draft applies at once.
      await chooseStatus(page, 'draft');
      await expect(toast(page, 'Form status updated to draft')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

      // Edit with the warning, change and save.
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('alertdialog')).toContainText(
        'Modifying this form will affect all inspections that have already been conducted using it. Are you sure you want to continue?',
      );
      await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Inspection Form Template' })).toBeVisible();
      // While editing the status only shows: it changes on the saved form.
      await expect(page.getByTestId('form-status')).toHaveText('Draft');
      await expect(page.getByRole('button', { name: 'Make Live' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Save bar' }).getByTestId('save-state')).toHaveText('No unsaved changes');
      await page.getByLabel('Form Title').fill(`${title} v2`);
      await sections(page).nth(1).getByRole('button', { name: 'Add Text Field' }).click();
      await fields(sections(page).nth(1)).nth(1).getByLabel('Field title').fill('Odometer');
      await page.getByRole('button', { name: 'Update Template' }).click();
      await expect(toast(page, 'Form updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/formbuilder$/);

      const edited = page.getByTestId('form-card').filter({ hasText: `${title} v2` });
      await expect(edited).toHaveCount(1);
      await edited.getByRole('link', { name: 'View' }).click();
      await expect(sections(page).nth(1).getByTestId('field-count')).toHaveText('2 fields');

      // Delete (draft only) with its dialog.
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Are you sure you want to delete this form? This action cannot be undone.');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Form deleted successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/formbuilder$/);
      await expect(page.getByTestId('form-card').filter({ hasText: title })).toHaveCount(0);
    } finally {
      await type.cleanup();
    }
  });

  test('leaving the editor with unsaved changes asks first: Cancel, a sidebar link, the browser Back button', async ({
    page,
  }) => {
    await signIn(page, `${CONSOLE}/formbuilder`);
    await page.getByRole('link', { name: 'Create New Form' }).click();
    await page.getByLabel('Form Title').fill('Unsaved');

    await page.goBack();
    await expect(page.getByRole('alertdialog')).toContainText('You have unsaved changes');
    await page.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/formbuilder\/create$/);
    await expect(page.getByLabel('Form Title')).toHaveValue('Unsaved');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('You have unsaved changes');
    await page.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Form Title')).toHaveValue('Unsaved');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('You have unsaved changes');
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("the forms remote on its own origin also asks before the browser's Back discards changes", async ({ page }) => {
    // A remote served alone has no sign-in: carry the console's session over to the forms origin.
    await signIn(page);
    const session = await page.evaluate(() => localStorage.getItem('inspection-console-auth'));
    expect(session).toBeTruthy();
    await page.goto(`${FORMS_ORIGIN}/`);
    await page.evaluate((value) => localStorage.setItem('inspection-console-auth', value!), session);

    await page.goto(`${FORMS_ORIGIN}/formbuilder`);
    await page.getByRole('link', { name: 'Create New Form' }).click();
    await expect(page).toHaveURL(`${FORMS_ORIGIN}/formbuilder/create`);
    await page.getByLabel('Form Title').fill('Unsaved standalone');
    await page.goBack();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/forms-standalone-unsaved-${width}.png` });
    }
    await expect(page.getByRole('alertdialog')).toContainText('You have unsaved changes');
    await page.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/formbuilder\/create$/);
    await expect(page.getByLabel('Form Title')).toHaveValue('Unsaved standalone');
    await page.goBack();
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(`${FORMS_ORIGIN}/formbuilder`);
    await expect(page.getByRole('heading', { name: 'Inspection Forms' })).toBeVisible();
  });
});

test.describe('inspection types', () => {
  test('validation messages, create (with what it includes), edit, shown on the wizard and /book, delete', async ({ page, browser }) => {
    const name = `E2E Inspection ${Date.now()}`;
    await signIn(page, `${CONSOLE}/settings`);
    await expect(page.getByRole('tab', { name: 'Inspection Form Builder' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inspection Forms' })).toBeVisible();
    await page.getByRole('tab', { name: 'Inspection Types' }).click();

    const form = page.getByRole('form', { name: 'New inspection type' });
    await form.getByRole('button', { name: 'Create' }).click();
    for (const message of ['English name is required', 'Actual price is required', 'Current price is required', 'Duration is required']) {
      await expect(form.getByText(message)).toBeVisible();
    }

    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Actual Price (AED)').fill('-5');
    await form.getByLabel('Current Price (AED)').fill('1.234');
    await form.getByLabel('Duration (minutes)').fill('1.5');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Actual price must be at least 0')).toBeVisible();
    await expect(form.getByText('Current price can have at most 2 decimal places')).toBeVisible();
    await expect(form.getByText('Duration must be a whole number of minutes')).toBeVisible();
    await expect(form.getByText('English name is required')).toHaveCount(0);
    await form.getByLabel('Duration (minutes)').fill('0');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Duration must be at least 1 minute')).toBeVisible();

    await form.getByLabel('Actual Price (AED)').fill('550');
    await form.getByLabel('Current Price (AED)').fill('499.99');
    await form.getByLabel('Duration (minutes)').fill('75');
    await form.getByLabel('Tag', { exact: true }).fill('Weekend');
    // What the type includes: a blank line is refused, then two lines saved with the type.
    await form.getByRole('button', { name: 'Add line' }).click();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Fill in this line or remove it')).toBeVisible();
    await form.getByLabel('Line 1', { exact: true }).fill('200-point check');
    await form.getByRole('button', { name: 'Add line' }).click();
    await form.getByLabel('Line 2', { exact: true }).fill('Road test');
    await form.getByRole('button', { name: 'Create' }).click();

    const item = page.getByTestId('inspection-type-item').filter({ hasText: name });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Weekend');
    await expect(item).toContainText('Duration: 75 minutes');
    await expect(item).toContainText('AED 499.99 + VAT');
    await expect(item).toContainText('AED 550 + VAT');
    await expect(item.getByRole('list', { name: `${name} includes` }).getByRole('listitem')).toHaveText(['200-point check', 'Road test']);
    await page.screenshot({ path: `${SHOTS}/forms-settings-types-1440.png`, fullPage: true });

    await item.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit inspection type' });
    await expect(editForm.getByLabel('Name (English)')).toHaveValue(name);
    await expect(editForm.getByLabel('Current Price (AED)')).toHaveValue('499.99');
    await editForm.getByLabel('Name (English)').fill(`${name} edited`);
    await editForm.getByLabel('Tag', { exact: true }).fill('');
    await expect(editForm.getByLabel('Line 1', { exact: true })).toHaveValue('200-point check');
    await editForm.getByRole('button', { name: 'Move line 2 up' }).click();
    await editForm.getByRole('button', { name: 'Update' }).click();
    const edited = page.getByTestId('inspection-type-item').filter({ hasText: `${name} edited` });
    await expect(edited).toBeVisible();
    await expect(edited).not.toContainText('Weekend');
    await expect(edited.getByRole('listitem')).toHaveText(['Road test', '200-point check']);

    // The card on the staff wizard and on the public /book page (anonymous, through get_public_inspection_types).
    await page.goto(`${CONSOLE}/booking`);
    await page.getByRole('tab', { name: 'New Booking' }).click();
    const staffCard = page.getByRole('button', { name: new RegExp(`${name} edited`) });
    await expect(staffCard.getByTestId('type-features')).toHaveText('Road test200-point check');
    const visitor = await browser.newContext();
    const book = await visitor.newPage();
    const publicCard = book.getByRole('button', { name: new RegExp(`${name} edited`) });
    await openBookShowing(book, `${BOOKINGS_ORIGIN}/book`, publicCard);
    await expect(publicCard.getByTestId('type-features')).toHaveText('Road test200-point check');
    await book.setViewportSize({ width: 390, height: 844 });
    await publicCard.scrollIntoViewIfNeeded();
    await book.screenshot({ path: `${SHOTS}/book-type-features-390.png` });
    await visitor.close();
    await page.goto(`${CONSOLE}/settings`);
    await page.getByRole('tab', { name: 'Inspection Types' }).click();
    await expect(page.getByRole('form', { name: 'New inspection type' })).toBeVisible();

    await edited.getByRole('button', { name: `Delete ${name} edited` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this inspection type?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('inspection-type-item').filter({ hasText: name })).toHaveCount(0);
  });
});
