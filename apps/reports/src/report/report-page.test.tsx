import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportPage from './report-page';
import { installFakeBackend, jsonResponse, sheetValues, rpcRoute, type FakeRoute } from '@inspection/platform/testing';
import { renderScreen, sheetRow } from '../test-support';

const auth = vi.hoisted(() => ({ isAuthenticated: true }));
vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ isAuthenticated: auth.isAuthenticated }),
}));

const BOOKING_ID = '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';
const rows = [
  sheetRow({
    id: 'R-7', make: 'Nissan', model: 'Patrol', year: '2021', mileage: '123456', score: '7', date: '5/3/2026 14:07:09',
    details: 'Minor oil seep at the valve cover.', radiator: 'Clean', radiatorPhoto: 'https://img.test/rad.jpg', coolant: 'Full',
    images: 'https://img.test/a.jpghttps://img.test/b.jpg',
  }),
];

const rpc = (body: unknown, status = 200) => rpcRoute('get_public_report', body as never, status);

const renderReport = (id: string) => renderScreen(<ReportPage />, { path: '/report/:id', route: `/report/${id}` });

afterEach(() => {
  vi.unstubAllGlobals();
  auth.isAuthenticated = true;
  // a buyer's ?lang= is remembered (a cookie and local storage): each test starts without it
  document.cookie = 'lang=; Max-Age=0; Path=/';
  window.localStorage.removeItem('lang');
});

describe('ReportPage — spreadsheet report', () => {
  it('shows the spinner, then every part of the detail', async () => {
    const fetchMock = installFakeBackend(sheetValues(rows));
    renderReport('R-7');
    expect(screen.getByRole('status', { name: 'Loading report' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2021 Nissan Patrol' })).toBeInTheDocument();
    expect(screen.getByText('123,456 km')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2026 02:07 PM')).toBeInTheDocument();
    expect(screen.getByText('Nissan Patrol')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inspection Details' })).toBeInTheDocument();
    expect(screen.getByText('Minor oil seep at the valve cover.')).toBeInTheDocument();
    expect(screen.getByTestId('score-bar')).toHaveStyle({ width: '70%' });
    expect(screen.getByText('7/10')).toBeInTheDocument();
    expect(screen.getByText('Clean')).toBeInTheDocument();
    expect(screen.getByText('Full')).toBeInTheDocument();
    // non-uuid ids never ask for a booking report
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/rpc/'))).toBe(true);
  });

  it('collapses and expands the engine section', async () => {
    const user = userEvent.setup();
    installFakeBackend(sheetValues(rows));
    renderReport('R-7');
    const toggle = await screen.findByRole('button', { name: 'Engine & Transmission Inspection' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Coolant Level')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('Coolant Level')).toBeInTheDocument();
  });

  it('hides the radiator thumbnail when it fails to load', async () => {
    installFakeBackend(sheetValues(rows));
    renderReport('R-7');
    const thumbnail = await screen.findByRole('img', { name: 'Radiator' });
    fireEvent.error(thumbnail);
    expect(screen.queryByRole('img', { name: 'Radiator' })).not.toBeInTheDocument();
  });

  it('opens an additional image full screen and closes it with the button, Escape and the backdrop', async () => {
    const user = userEvent.setup();
    installFakeBackend(sheetValues(rows));
    renderReport('R-7');
    expect(await screen.findByRole('heading', { name: 'Additional Images' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open image 2' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inspection image, full size' })).toHaveAttribute('src', 'https://img.test/b.jpg');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open image 1' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open image 1' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-state="open"].fixed.inset-0') as HTMLElement;
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes back to /admin when signed in; an anonymous visitor gets no staff navigation', async () => {
    const user = userEvent.setup();
    installFakeBackend(sheetValues(rows));
    const { unmount } = renderReport('R-7');
    await user.click(await screen.findByRole('button', { name: 'Back to Reports' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    unmount();
    auth.isAuthenticated = false;
    renderReport('R-7');
    expect(await screen.findByRole('heading', { name: '2021 Nissan Patrol' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Reports' })).not.toBeInTheDocument();
  });

  it("says 'Report not found' for an unknown id, with the back button for staff only", async () => {
    installFakeBackend(sheetValues(rows));
    const { unmount } = renderReport('R-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
    expect(screen.getByRole('button', { name: 'Back to Reports' })).toBeInTheDocument();
    unmount();
    auth.isAuthenticated = false;
    renderReport('R-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
    expect(screen.queryByRole('button', { name: 'Back to Reports' })).not.toBeInTheDocument();
  });

  it('speaks Arabic to a buyer who asks for it (?lang=ar): headings, labels, mileage, date and score; the sheet\'s own words as written', async () => {
    auth.isAuthenticated = false;
    installFakeBackend(sheetValues(rows));
    renderScreen(<ReportPage />, { path: '/report/:id', route: '/report/R-7?lang=ar' });
    expect(await screen.findByRole('heading', { name: '2021 Nissan Patrol' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('المسافة المقطوعة')).toBeInTheDocument();
    expect(screen.getByText('١٢٣٬٤٥٦ كم')).toBeInTheDocument();
    expect(screen.getByText('تاريخ الفحص')).toBeInTheDocument();
    expect(screen.getByText('٥ مارس ٢٠٢٦ في ٠٢:٠٧ م')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تفاصيل الفحص' })).toBeInTheDocument();
    expect(screen.getByText('Minor oil seep at the valve cover.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'فحص المحرك وناقل الحركة' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'تقييم المحرك وناقل الحركة' })).toBeInTheDocument();
    expect(screen.getByText('٧ من ١٠')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'حالة المبرّد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'مستوى سائل التبريد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'صور إضافية' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'فتح الصورة ٢' }));
    expect(await screen.findByRole('dialog', { name: 'معاينة الصورة' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'صورة الفحص بالحجم الكامل' })).toBeInTheDocument();
    for (const english of ['Mileage', 'Inspection Date', 'Inspection Details', 'Engine & Transmission Inspection', 'Additional Images']) {
      expect(screen.queryByText(english)).toBeNull();
    }
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it("says 'Failed to load vehicle report' when the sheet fails", async () => {
    installFakeBackend(() => jsonResponse(500, { error: { message: 'boom' } }));
    renderReport('R-7');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Failed to load vehicle report');
  }, 10_000);
});

describe('ReportPage — booking report', () => {
  const stored = {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    booking_id: BOOKING_ID,
    overall_score: 7.4,
    images: [{ title: 'Main Picture', urls: ['https://img.test/main.jpg'] }, { title: 'Interior', urls: ['https://img.test/in.jpg'] }],
    vehicle_info: {
      brand: 'Toyota', model: 'Land Cruiser', year: 2022,
      fields: [
        { title: 'VIN', value: 'JT123', type: 'text', input_type: 'plain' },
        { title: 'Colour', value: '', type: 'text' },
        { title: 'Mileage', value: '91984', type: 'text', input_type: 'plain' },
        { title: 'Inspection Date and Time', value: '2026-11-21T10:00', type: 'text', input_type: 'datetime' },
        { title: 'Odometer photo', value: ['https://img.test/o.jpg'], type: 'image' },
        { title: 'Customer Email', value: 'buyer@example.com', type: 'text', input_type: 'email' },
        { title: 'Customer Phone', value: '0501234567', type: 'text', input_type: 'phone' },
      ],
    },
    inspection_results: [{
      id: 's1', title: 'Engine', rating: 8,
      fields: [
        { title: 'Oil level', value: 'good' },
        { title: 'Odometer', value: '120500', type: 'text' },
        { title: 'Last service', value: '2026-10-02T09:30', type: 'text', input_type: 'datetime' },
        { title: 'Seller Phone', value: '0509999999', type: 'text', input_type: 'phone' },
        { title: 'Engine bay', type: 'image', value: ['https://img.test/bay.jpg'], isIssue: true, notes: 'Oil seep' },
      ],
      images: [],
    }],
    // Each part with the severity the database stored at submit (report_part_severity).
    damage_data: {
      front_bumper: { conditions: ['Dented'], severity: 'moderate' },
      windshield: { conditions: ['Crack'], severity: 'major' },
      hood: { conditions: ['Faded'], severity: 'minor' },
    },
    updated_at: '2026-11-22T10:00:00Z',
    form_version: 2,
  };

  /** What get_public_report answers for it: the buyer's copy, which the database projects (no contact fields). */
  const CONTACT = new Set(['email', 'phone']);
  const buyerCopy = {
    ...stored,
    vehicle_info: { ...stored.vehicle_info, fields: stored.vehicle_info.fields.filter((f) => !CONTACT.has(f.input_type ?? '')) },
    inspection_results: stored.inspection_results.map((s) => ({ ...s, fields: s.fields.filter((f) => !CONTACT.has(f.input_type ?? '')) })),
  };

  /** The staff's reads of inspection_reports (the report, the link) and their link updates. */
  function table(link: { public_link_enabled: boolean; public_link_expires_at: string | null }): FakeRoute {
    return ({ path, method, body, url }) => {
      if (path !== 'inspection_reports') return undefined;
      if (method === 'PATCH') {
        Object.assign(link, body);
        return jsonResponse(200, link);
      }
      const select = url.searchParams.get('select') ?? '';
      return jsonResponse(200, select.startsWith('public_link') ? link : stored);
    };
  }

  it('shows the buyer their copy (the database leaves out phone and email): every part of it, no staff controls, parts in words', async () => {
    auth.isAuthenticated = false;
    installFakeBackend(rpc(buyerCopy), sheetValues(rows));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('heading', { name: 'Vehicle Inspection Report' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText('Pre-Purchase Assessment')).toBeInTheDocument();
    // The booking's 8-character reference, not a uuid.
    expect(screen.getByText('Report #6f1c2b3a')).toBeInTheDocument();
    expect(screen.queryByText(stored.id, { exact: false })).not.toBeInTheDocument();
    // The form version the inspection answered (docs/areas/forms.md#versions).
    expect(screen.getByText('Form v2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2022 Toyota Land Cruiser' })).toBeInTheDocument();
    // Written for people: dates in words in the business zone, mileage with separators and its unit, as a
    // compact two-column list; the verdict (score, label, summary) comes before the vehicle in reading order.
    const fields = within(screen.getByTestId('vehicle-fields'));
    expect(fields.getByText('Mileage').nextElementSibling).toHaveTextContent(/^91,984 km$/);
    expect(fields.getByText('Inspection Date and Time').nextElementSibling).toHaveTextContent(/^Nov 21, 2026, 10:00 AM$/);
    expect(screen.queryByText('2026-11-21T10:00')).not.toBeInTheDocument();
    // The same in the detailed results.
    expect(screen.getByText('Odometer').nextElementSibling).toHaveTextContent(/^120,500 km$/);
    expect(screen.getByText('Last service').nextElementSibling).toHaveTextContent(/^Oct 2, 2026, 09:30 AM$/);
    const score = screen.getByRole('heading', { name: 'Overall Condition Score' });
    expect(score.compareDocumentPosition(screen.getByTestId('vehicle-title')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: '2022 Toyota Land Cruiser' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('JT123')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByText('Odometer photo')).not.toBeInTheDocument();
    for (const hidden of ['Customer Email', 'buyer@example.com', 'Customer Phone', 'Seller Phone', 'Back to Reports', 'Buyer’s link']) {
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    }
    expect(screen.getByText('Overall Condition Score')).toBeInTheDocument();
    expect(screen.getByText('7.4/10')).toBeInTheDocument();
    expect(screen.getByTestId('condition-badge')).toHaveTextContent('Good');
    expect(screen.getByTestId('condition-badge')).toHaveAttribute('data-tone', 'yellow');
    // damage: words, worst first, each with its severity; recommendations follow from them
    const parts = within(screen.getByTestId('damage-parts')).getAllByRole('row').slice(1);
    expect(parts.map((part) => part.textContent)).toEqual(['WindshieldCrackHigh', 'Front bumperDentedMedium', 'HoodFadedLow']);
    expect(screen.queryByText('front_bumper')).not.toBeInTheDocument();
    // the diagram colours each damaged part by severity, with a legend
    const fill = (part: string) => document.querySelector(`[data-part="${part}"]`)?.getAttribute('fill');
    expect(screen.getByRole('img', { name: /^Damage diagram/ })).toBeInTheDocument();
    expect([fill('windshield'), fill('front_bumper'), fill('hood'), fill('roof')]).toEqual(['#dc2626', '#f97316', '#facc15', 'transparent']);
    expect(within(screen.getByRole('list', { name: 'Severity legend' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['High', 'Medium', 'Low']);
    expect(screen.getByRole('heading', { name: 'Critical Repairs Needed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recommended Repairs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Regular Maintenance' })).toBeInTheDocument();
    // photos sit in their section, an issue photo with its note; each is a link to the full picture
    expect(screen.getByRole('link', { name: 'Engine bay 1' })).toHaveAttribute('href', 'https://img.test/bay.jpg');
    expect(screen.getByText(': Oil seep')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Detailed Inspection Results' })).toBeInTheDocument();
    expect(screen.getByText('Oil level')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(10);
    expect(screen.getByText('This report is confidential and proprietary.')).toBeInTheDocument();
  });

  it('opens a photo in the viewer rather than leaving the page', async () => {
    auth.isAuthenticated = false;
    const user = userEvent.setup();
    installFakeBackend(rpc(buyerCopy), sheetValues(rows));
    renderReport(BOOKING_ID);
    await user.click(await screen.findByRole('link', { name: 'Interior 1' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inspection image, full size' })).toHaveAttribute('src', 'https://img.test/in.jpg');
  });

  it('shows staff the whole report from the table, with the link control, even while the link is off', async () => {
    const link = { public_link_enabled: false, public_link_expires_at: null };
    const fetchMock = installFakeBackend(table(link), sheetValues(rows));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('heading', { name: '2022 Toyota Land Cruiser' })).toBeInTheDocument();
    expect(screen.getByText('buyer@example.com')).toBeInTheDocument();
    expect(screen.getByText('0509999999')).toBeInTheDocument();
    expect(screen.getByText('Form v2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Public link' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('public-link-status')).toHaveTextContent('Switched off');
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/rpc/get_public_report'))).toBe(true);
  });

  it('lets staff switch the link on and off, set an expiry day (not a past one) and clear it', async () => {
    const user = userEvent.setup();
    const link = { public_link_enabled: true, public_link_expires_at: null as string | null };
    const fetchMock = installFakeBackend(table(link), sheetValues(rows));
    renderReport(BOOKING_ID);
    const toggle = await screen.findByRole('switch', { name: 'Public link' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('public-link-status')).toHaveTextContent('On, with no expiry.');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Public link' })).toHaveAttribute('aria-checked', 'false'));
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
    expect(patches()).toEqual([{ public_link_enabled: false }]);
    await user.click(screen.getByRole('switch', { name: 'Public link' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Public link' })).toHaveAttribute('aria-checked', 'true'));

    const day = screen.getByLabelText('Link expires after');
    fireEvent.change(day, { target: { value: '2000-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Set expiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an expiry date in the future');
    expect(patches()).toHaveLength(2);

    fireEvent.change(day, { target: { value: '2099-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Set expiry' }));
    await waitFor(() => expect(screen.getByTestId('public-link-status')).toHaveTextContent('On until the end of Dec 31, 2099.'));
    expect(new Date(patches()[2].public_link_expires_at).getTime()).toBe(Date.parse('2099-12-31T20:00:00Z')); // midnight of Jan 1, 2100 in the business zone (Dubai)
    await user.click(screen.getByRole('button', { name: 'Clear expiry' }));
    await waitFor(() => expect(screen.getByTestId('public-link-status')).toHaveTextContent('On, with no expiry.'));
    expect(patches()[3]).toEqual({ public_link_expires_at: null });
  });

  it("shows the buyer 'Report not found' when the link is off (get_public_report answers null)", async () => {
    auth.isAuthenticated = false;
    installFakeBackend(rpc(null), sheetValues(rows));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
  });

  it("logs 'Failed to fetch marked inspection data' when the report cannot be read, buyer or staff", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      auth.isAuthenticated = false;
      installFakeBackend(rpc({ code: 'XX000', message: 'boom' }, 500), sheetValues([]));
      const buyer = renderReport(BOOKING_ID);
      expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Failed to load vehicle report');
      expect(log).toHaveBeenCalledWith('Failed to fetch marked inspection data', expect.objectContaining({ message: 'boom' }));
      buyer.unmount();
      log.mockClear();
      auth.isAuthenticated = true;
      installFakeBackend(({ path }) => (path === 'inspection_reports' ? jsonResponse(500, { code: 'XX000', message: 'down' }) : undefined), sheetValues([]));
      renderReport(BOOKING_ID);
      await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch marked inspection data', expect.objectContaining({ message: 'down' })), { timeout: 8000 });
    } finally {
      log.mockRestore();
    }
  }, 20_000);

  it('finds a sheet row whose id is a uuid', async () => {
    auth.isAuthenticated = false;
    installFakeBackend(rpc(null), sheetValues([sheetRow({ id: BOOKING_ID, make: 'Mazda', model: 'CX-5', year: '2018' })]));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('heading', { name: '2018 Mazda CX-5' })).toBeInTheDocument();
  });
});

describe('ReportPage — the sample report (fixed demo data)', () => {
  it('shows the whole sample report to a visitor without sign-in, asking the backend nothing', async () => {
    auth.isAuthenticated = false;
    const fetchMock = installFakeBackend();
    renderReport('sample');
    expect(await screen.findByRole('heading', { name: 'Vehicle Inspection Report' })).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-title')).toHaveTextContent('2021 Toyota Land Cruiser');
    expect(screen.getByText('Report #SAMPLE01')).toBeInTheDocument();
    expect(screen.getByText('7.8/10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Damage Parts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Detailed Inspection Results' })).toBeInTheDocument();
    expect(screen.getByText('Critical Repairs Needed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Loading report' in Arabic to a buyer reading Arabic while the report loads; staff hear it in English", async () => {
    auth.isAuthenticated = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // get_public_report answers only when the test says so: the page is still loading until then.
    const heldRpc: FakeRoute = (request) => {
      const answer = rpc(null)(request);
      return answer && held.then(() => answer);
    };
    installFakeBackend(heldRpc, sheetValues(rows));
    const { unmount } = renderScreen(<ReportPage />, { path: '/report/:id', route: `/report/${BOOKING_ID}?lang=ar` });
    expect(await screen.findByRole('status', { name: 'جارٍ تحميل التقرير' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading report' })).toBeNull();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('لم يُعثر على التقرير');
    unmount();
    auth.isAuthenticated = true;
    installFakeBackend(sheetValues(rows));
    renderScreen(<ReportPage />, { path: '/report/:id', route: '/report/R-7?lang=ar' });
    expect(screen.getByRole('status', { name: 'Loading report' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2021 Nissan Patrol' })).toBeInTheDocument();
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it("says 'Report not found' in Arabic to a buyer reading Arabic, right to left; staff keep English", async () => {
    auth.isAuthenticated = false;
    installFakeBackend(rpc(null), sheetValues(rows));
    const { unmount } = renderScreen(<ReportPage />, { path: '/report/:id', route: `/report/${BOOKING_ID}?lang=ar` });
    expect(await screen.findByRole('alert')).toHaveTextContent('لم يُعثر على التقرير');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    unmount();
    auth.isAuthenticated = true;
    renderScreen(<ReportPage />, { path: '/report/:id', route: '/report/R-404?lang=ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('speaks Arabic to a visitor who asks for it (?lang=ar), right to left, the Arabic catalogue loaded then; staff stay in English', async () => {
    auth.isAuthenticated = false;
    installFakeBackend();
    const { unmount } = renderScreen(<ReportPage />, { path: '/report/:id', route: '/report/sample?lang=ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تقرير فحص المركبة' })).toBeInTheDocument();
    expect(screen.getByText('٧٫٨ من ١٠')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.cookie).toContain('lang=ar');
    unmount();
    expect(document.documentElement.getAttribute('dir')).not.toBe('rtl');

    auth.isAuthenticated = true;
    renderScreen(<ReportPage />, { path: '/report/:id', route: '/report/sample?lang=ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Inspection Report' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });
});
