import '../test-support/fresh-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, jsonResponse, rpcRoute, tableRoute } from '@inspection/platform/testing';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock('@inspection/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/ui')>()),
  toast: toastMock,
}));

interface Asked {
  what: string;
  body: Record<string, unknown>;
}

/**
 * The inspection's functions, the condition names and the photo presign on the typed fake backend. `save: 'offline'`
 * fails saves as fetch does without a connection; `submit`/`presign: 'fail'` answer 500. Returns what was asked.
 */
function backend(fail: { save?: 'offline'; submit?: 'fail'; presign?: 'fail' } = {}): Asked[] {
  const asked: Asked[] = [];
  const stored: { data: object; marked: unknown } = { data: {}, marked: {} };
  installFakeBackend(
    ({ method, path, body }) => {
      asked.push({ what: `${method} ${path}`, body: body as Record<string, unknown> });
      return undefined;
    },
    tableRoute('condition_codes', () => [{ condition_name: 'Chipped' }, { condition_name: 'Dented' }, { condition_name: 'Faded' }]),
    ({ path }) => (path === 'rpc/save_inspection_data' && fail.save ? Promise.reject(new TypeError('Failed to fetch')) : undefined),
    // As the database does: answers merged per field, the part marks replaced as a whole when sent; the merged state back.
    rpcRoute('save_inspection_data', ({ p_data, p_marked_data }) => {
      stored.data = { ...stored.data, ...(p_data as object) };
      stored.marked = p_marked_data ?? stored.marked;
      return { data: stored.data, marked_data: stored.marked, status: 'in_progress', updated_at: '2026-11-23T09:30:00Z' };
    }),
    ({ path }) => (path === 'rpc/submit_inspection' && fail.submit ? jsonResponse(500, { code: 'XX000', message: 'boom' }) : undefined),
    rpcRoute('submit_inspection', { report_id: 'r', overall_score: 10 }),
    ({ path, body }) => {
      if (path !== '/api/get-s3-presigned-url') return undefined;
      if (fail.presign) return jsonResponse(500, {});
      const { fileName } = body as { fileName: string };
      return jsonResponse(200, {
        uploadUrl: `http://storage.test/${fileName}`, fileUrl: `http://x/${fileName}`,
        thumbnailUploadUrl: `http://storage.test/thumbs/${fileName}`, thumbnailUrl: `http://x/thumbs/${fileName}`,
      });
    },
  );
  return asked;
}

/** The photo PUTs (XMLHttpRequest, for its upload progress): each reports half done, then finishes unless held. */
class FakeUpload {
  static sent: string[] = [];
  static hold = false;
  static waiting: (() => void)[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeUpload.sent.push(this.url);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    const done = () => {
      this.status = 200;
      this.onload?.();
    };
    if (FakeUpload.hold) FakeUpload.waiting.push(done);
    else setTimeout(done, 0);
  }
}

let asked: Asked[] = [];
const bodies = (what: string) => asked.filter((a) => a.what === what).map((a) => a.body);
const saves = () => bodies('POST rpc/save_inspection_data');
const presigns = () => bodies('POST /api/get-s3-presigned-url');
interface SentSignature {
  name: string;
  signed_at: string;
  path: string;
}
/** The p_report of each submit_inspection sent: the signatures only (the database builds the report). */
const submittedReports = () =>
  bodies('POST rpc/submit_inspection').map((body) => body.p_report as Record<string, unknown> & { signatures: { inspector: SentSignature; customer: SentSignature | null } });

import { InspectionForm, FORM_MESSAGES } from './inspection-form';
import { emptyOutbox, readOutbox, type Outbox } from './offline/device-store';
import { BOOKING_ID, testInspection } from './test-inspection';
import type { LoadedInspection } from '@inspection/inspection-data-access';
import { drawOn, layOut } from './signature/draw-on';
import { SIGNATURE_MESSAGES } from './signature/signature-step';

function renderForm(inspection: LoadedInspection = testInspection(), outbox: Outbox = emptyOutbox(), fromDevice = false) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/performinspection/${BOOKING_ID}`]}>
        <Routes>
          <Route path="/performinspection/:bookingId" element={<InspectionForm inspection={inspection} outbox={outbox} fromDevice={fromDevice} inspectorName="Omar Haddad" />} />
          <Route path="/booking/:id" element={<p>Booking details</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input, select, textarea' }) as HTMLInputElement;

beforeEach(() => {
  vi.clearAllMocks();
  asked = backend();
  FakeUpload.sent = [];
  FakeUpload.hold = false;
  FakeUpload.waiting = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('perform inspection form', () => {
  it("shown from the device's copy: the unsent answers on top and the offline indicator until a save reaches the server", async () => {
    const stored = { answers: { name: { value: 'Typed offline', lastUpdated: '2026-11-23T09:00:00Z' } }, marked: null };
    renderForm(testInspection({ data: { name: { value: 'From server', lastUpdated: '2026-11-23T08:00:00Z' } } }), stored, true);
    expect(input('Customer Name').value).toBe('Typed offline');
    expect(screen.getByText('Offline: changes are saved on this device')).toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1 change waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Save & back' }));
    await waitFor(() => expect(screen.queryByText('Offline: changes are saved on this device')).not.toBeInTheDocument());
  });

  it('starts from the booking, counts fields and answers', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Premium Inspection', level: 1 })).toBeInTheDocument();
    expect(input('Customer Name').value).toBe('Priya Nair');
    expect(input('Email').value).toBe('priya.nair@example.com');
    expect(input('Phone Number').value).toBe('+971 55 222 3344');
    expect(input('Inspection Date and Time').value).toBe('2026-11-23T09:00');
    expect(screen.getByText('5 fields · 4/5 answered · 1 required left')).toBeInTheDocument();
    expect(screen.getByTestId('progress')).toHaveTextContent('4 of 8 answered');
  });

  it('counts in a section header the inputs it shows, child fields included', () => {
    renderForm();
    const exterior = screen.getByRole('region', { name: 'Exterior' });
    const inputs = exterior.querySelectorAll('[data-answer-key]');
    expect(inputs).toHaveLength(3);
    expect(within(exterior).getByRole('button', { name: /Exterior/ })).toHaveTextContent('3 fields · 0/3 answered · 2 required left');
  });

  it('shows no change waiting right after opening, then each change the inspector makes', () => {
    renderForm();
    expect(screen.queryByTestId('pending-count')).not.toBeInTheDocument();
    fireEvent.change(input('Repainted Panels'), { target: { value: 'Hood' } });
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1 change waiting');
  });

  it('does not save prefilled answers on its own when nothing was changed', async () => {
    const { unmount } = renderForm();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saves()).toHaveLength(0);
  });

  it('renders each input kind with its type', () => {
    renderForm();
    expect(input('Email')).toHaveAttribute('type', 'email');
    expect(input('Phone Number')).toHaveAttribute('type', 'tel');
    expect(input('Phone Number')).toHaveAttribute('inputmode', 'tel');
    expect(input('Inspection Date and Time')).toHaveAttribute('type', 'datetime-local');
    expect(input('Paint Condition').tagName).toBe('SELECT');
    const camera = screen.getByLabelText('Add photos to Main Picture');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).not.toHaveAttribute('multiple');
    expect(screen.getByLabelText('Add photos to Exterior Photos')).toHaveAttribute('multiple');
  });

  it('keeps a phone number as it is written (never cut to 10 digits), letters dropped', () => {
    renderForm();
    fireEvent.change(input('Phone Number'), { target: { value: '+971 50 123 4567' } });
    expect(input('Phone Number').value).toBe('+971 50 123 4567');
    fireEvent.change(input('Phone Number'), { target: { value: '(050) 123-4567 ext' } });
    expect(input('Phone Number').value).toBe('(050) 123-4567 ');
  });

  it('collapses a section', () => {
    renderForm();
    const toggle = within(screen.getByRole('region', { name: 'Exterior' })).getByRole('button', { name: /Exterior/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(input('Paint Condition')).not.toBeVisible();
  });

  it('saves the dropdown score and max score, then goes back to the booking', async () => {
    renderForm();
    fireEvent.change(input('Paint Condition'), { target: { value: 'Partially repainted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & back' }));
    await screen.findByText('Booking details');
    const sent = saves()[0].p_data as Record<string, unknown>;
    expect(sent.paint).toMatchObject({ value: 'Partially repainted', score: 6, maxScore: 10 });
    expect(sent.name).toMatchObject({ value: 'Priya Nair', score: null, maxScore: null });
    expect(toastMock.success).toHaveBeenCalledWith(FORM_MESSAGES.saved);
  });

  it('keeps unsent changes on the device when saving fails', async () => {
    asked = backend({ save: 'offline' });
    renderForm();
    fireEvent.change(input('Customer Name'), { target: { value: 'Priya N.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & back' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(FORM_MESSAGES.saveFailed));
    await waitFor(async () => expect((await readOutbox(BOOKING_ID)).answers.name?.value).toBe('Priya N.'));
    expect(screen.queryByText('Booking details')).not.toBeInTheDocument();
  });

  it('restores answers from the device outbox over the server copy', () => {
    renderForm(
      testInspection({ data: { name: { value: 'Server', lastUpdated: '2026-11-23T08:00:00Z' } } }),
      { answers: { name: { value: 'Offline edit', lastUpdated: '2026-11-23T09:00:00Z' } }, marked: null },
    );
    expect(input('Customer Name').value).toBe('Offline edit');
    expect(input('Email').value).toBe('');
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1 change waiting');
  });

  it('uploads photos with progress, shows thumbnails, removes one and flags an issue', async () => {
    FakeUpload.hold = true;
    const finish = () => FakeUpload.waiting.forEach((done) => done());
    renderForm();
    const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Add photos to Exterior Photos'), { target: { files: [file] } });
    // The bar appears at 0 and moves to 50 % once the upload reports progress (after resizing, which is async).
    await waitFor(() => expect(screen.getByLabelText('Uploading front.jpg')).toHaveAttribute('value', '50'));
    await act(async () => finish());
    expect(await screen.findByRole('img', { name: 'Exterior Photos 1' })).toHaveAttribute('src', 'http://x/front.jpg');
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Images updated successfully'));
    expect(presigns()[0]).toMatchObject({ fileName: 'front.jpg', fileType: 'image/jpeg', bookingId: BOOKING_ID });
    // The photo and its thumbnail (the photo itself here: jsdom cannot draw a smaller one).
    expect(FakeUpload.sent).toEqual(['http://storage.test/front.jpg', 'http://storage.test/thumbs/front.jpg']);

    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Shows an issue' })[0]);
    fireEvent.change(screen.getByLabelText('Exterior Photos issue notes'), { target: { value: 'Scratch on door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Exterior Photos photo 1' }));
    expect(screen.queryByRole('img', { name: 'Exterior Photos 1' })).not.toBeInTheDocument();
  });

  it('leaves the field as it was when an upload fails', async () => {
    asked = backend({ presign: 'fail' });
    renderForm();
    const file = new File(['x'], 'main.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Add photos to Main Picture'), { target: { files: [file] } });
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to upload images. Please try again.'));
    expect(screen.queryByRole('img', { name: 'Main Picture 1' })).not.toBeInTheDocument();
  });

  it('keeps photos taken offline on the device and uploads them when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    URL.createObjectURL = vi.fn(() => 'blob:waiting');
    URL.revokeObjectURL = vi.fn();
    renderForm();
    const file = new File(['x'], 'offline.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Add photos to Exterior Photos'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Exterior Photos waiting 1' })).toHaveAttribute('src', 'blob:waiting');
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();
    expect(presigns()).toHaveLength(0);
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1 change waiting');

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('img', { name: 'Exterior Photos 1' })).toHaveAttribute('src', 'http://x/offline.jpg');
    expect(screen.queryByText('Waiting to upload')).not.toBeInTheDocument();
    online.mockRestore();
  });

  it('refuses a file that is not an image', () => {
    renderForm();
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Add photos to Main Picture'), { target: { files: [file] } });
    expect(toastMock.error).toHaveBeenCalledWith('Invalid file data. Please try again.');
    expect(presigns()).toHaveLength(0);
  });

  it('marks a part in its dialog: OK keeps, Cancel discards', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Hood' }));
    let dialog = await screen.findByRole('dialog');
    // The condition names come from the backend's condition_codes.
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Dented' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const list = await screen.findByRole('list', { name: 'Marked parts' }, { timeout: 5000 }); // the 1 s default was missed on a loaded 2-core machine
    expect(list).toHaveTextContent('HoodDented');
    // The latest part marks the server got (a save without marks leaves them as they are).
    const lastMarks = () => saves().map((body) => body.p_marked_data).filter(Boolean).at(-1);
    await waitFor(() => expect(lastMarks()).toMatchObject({ hood: ['Dented'] }));

    fireEvent.click(screen.getByRole('button', { name: 'Roof' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Faded' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Marked parts' })).not.toHaveTextContent('Roof');
  });

  it('opens a part from the keyboard', async () => {
    renderForm();
    const roof = await screen.findByRole('button', { name: 'Roof' });
    roof.focus();
    fireEvent.keyDown(roof, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Roof' })).toBeInTheDocument();
  });

  it('names the missing fields on submit', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Submit' }));
    expect(toastMock.error).toHaveBeenCalledWith('Please fill in all required fields');
    expect(screen.getByText('Main Picture is required')).toBeInTheDocument();
    expect(screen.getByText('Paint Condition is required')).toBeInTheDocument();
    expect(screen.getByText('Repainted Panels is required')).toBeInTheDocument();
    fireEvent.change(input('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and Submit' }));
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('submits after the confirmation and becomes read-only', async () => {
    renderForm(
      testInspection({
        data: {
          main: { value: ['http://x/main.jpg'], lastUpdated: '2026-11-23T08:00:00Z' },
          paint: { value: 'Original', score: 10, maxScore: 10, lastUpdated: '2026-11-23T08:00:00Z' },
          'panels-child-0': { value: 'none', lastUpdated: '2026-11-23T08:00:00Z' },
          name: { value: 'Priya', lastUpdated: '2026-11-23T08:00:00Z' },
          phone: { value: '0552223344', lastUpdated: '2026-11-23T08:00:00Z' },
          when: { value: '2026-11-23T09:00', lastUpdated: '2026-11-23T08:00:00Z' },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign and submit' });
    expect(dialog).toHaveTextContent(FORM_MESSAGES.confirm);
    // Without the inspector's signature nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIGNATURE_MESSAGES.inspectorRequired);
    expect(submittedReports()).toHaveLength(0);
    expect(within(dialog).getByLabelText(/^Inspector's name/)).toHaveValue('Omar Haddad');
    sign(within(dialog).getByRole('img', { name: "Inspector's signature" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Inspection submitted successfully'));
    const [{ p_booking_id: bookingId }] = bodies('POST rpc/submit_inspection');
    const [report] = submittedReports();
    expect(bookingId).toBe(BOOKING_ID);
    // The answers go as they are; the report itself is the database's to build.
    expect(Object.keys(report)).toEqual(['signatures']);
    expect(Object.values(bodies('POST rpc/submit_inspection')[0].p_data as Record<string, { value: unknown }>).map((answer) => answer.value))
      .toContainEqual(['http://x/main.jpg']);
    expect(report.signatures).toEqual({
      inspector: { name: 'Omar Haddad', signed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), path: 'M10 10 Q60 40 90 30 L120 20' },
      customer: null,
    });
    expect(screen.getByText(/can no longer be edited/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Submit' })).not.toBeInTheDocument();
    expect(input('Customer Name')).toHaveAttribute('readonly');
  });

  it('toasts a failed submit and stays editable', async () => {
    asked = backend({ submit: 'fail' });
    renderForm(testInspection({ form: { ...testInspection().form!, sections: [] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign and submit' });
    sign(within(dialog).getByRole('img', { name: "Inspector's signature" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to submit inspection data. Please try again.'));
    // The confirmation stays for another try; cancelling returns to the editable form.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Save and Submit' })).toBeEnabled();
  });

  it("adds the customer's signature with their name, and refuses it half done", async () => {
    renderForm(testInspection({ form: { ...testInspection().form!, sections: [] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign and submit' });
    fireEvent.change(within(dialog).getByLabelText(/^Inspector's name/), { target: { value: 'Omar H.' } });
    sign(within(dialog).getByRole('img', { name: "Inspector's signature" }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Add the customer's signature" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIGNATURE_MESSAGES.customerIncomplete);
    fireEvent.change(within(dialog).getByLabelText("Customer's name"), { target: { value: 'Sara Ali' } });
    sign(within(dialog).getByRole('img', { name: "Customer's signature" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submittedReports()).toHaveLength(1));
    const [report] = submittedReports();
    expect(report.signatures.inspector.name).toBe('Omar H.');
    expect(report.signatures.customer).toMatchObject({ name: 'Sara Ali', path: 'M10 10 Q60 40 90 30 L120 20' });
  });

  it('signed offline, the submit waits on the device and goes when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderForm(testInspection({ form: { ...testInspection().form!, sections: [] } }));
      fireEvent.click(screen.getByRole('button', { name: 'Save and Submit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign and submit' });
      sign(within(dialog).getByRole('img', { name: "Inspector's signature" }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(toastMock.success).toHaveBeenCalledWith(FORM_MESSAGES.submitQueued);
      expect(await screen.findByText(FORM_MESSAGES.submitQueued, { selector: '[role=status]' })).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(`inspection-pending-submit:${BOOKING_ID}`)!).inspector.name).toBe('Omar Haddad');
      expect(submittedReports()).toHaveLength(0);
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Inspection submitted successfully'));
      expect(submittedReports()[0].signatures.inspector.path).toBe('M10 10 Q60 40 90 30 L120 20');
      expect(localStorage.getItem(`inspection-pending-submit:${BOOKING_ID}`)).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });
});

function sign(pad: HTMLElement) {
  layOut(pad);
  drawOn(pad, [[10, 10], [60, 40], [120, 20]]);
}
