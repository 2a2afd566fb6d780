import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportPage from './report-page';
import { installPlatform, jsonResponse, renderScreen, sheetRow, sheetValues, type Responder } from '../dashboard/test-support';

const auth = vi.hoisted(() => ({ isAuthenticated: true }));
vi.mock('@inspection/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/auth')>()),
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

const rpc = (body: unknown, status = 200): Responder => (url) =>
  url.pathname === '/rest/v1/rpc/get_public_report' ? jsonResponse(status, body) : undefined;
const either = (...responders: Responder[]): Responder => (url, init) => {
  for (const responder of responders) {
    const answer = responder(url, init);
    if (answer) return answer;
  }
  return undefined;
};

const renderReport = (id: string) => renderScreen(<ReportPage />, { path: '/report/:id', route: `/report/${id}` });

afterEach(() => {
  vi.unstubAllGlobals();
  auth.isAuthenticated = true;
});

describe('ReportPage — spreadsheet report', () => {
  it('shows the spinner, then every part of the detail', async () => {
    const fetchMock = installPlatform(sheetValues(rows));
    renderReport('R-7');
    expect(screen.getByRole('status', { name: 'Loading report' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2021 Nissan Patrol' })).toBeInTheDocument();
    expect(screen.getByText('123,456 miles')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2026 14:07')).toBeInTheDocument();
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
    installPlatform(sheetValues(rows));
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
    installPlatform(sheetValues(rows));
    renderReport('R-7');
    const thumbnail = await screen.findByRole('img', { name: 'Radiator' });
    fireEvent.error(thumbnail);
    expect(screen.queryByRole('img', { name: 'Radiator' })).not.toBeInTheDocument();
  });

  it('opens an additional image full screen and closes it with the button, Escape and the backdrop', async () => {
    const user = userEvent.setup();
    installPlatform(sheetValues(rows));
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

  it("goes back to /admin when signed in and to / when not", async () => {
    const user = userEvent.setup();
    installPlatform(sheetValues(rows));
    const { unmount } = renderReport('R-7');
    await user.click(await screen.findByRole('button', { name: 'Back to Reports' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    unmount();
    auth.isAuthenticated = false;
    renderReport('R-7');
    await user.click(await screen.findByRole('button', { name: 'Back to Reports' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("says 'Report not found' for an unknown id, with the back button", async () => {
    installPlatform(sheetValues(rows));
    renderReport('R-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
    expect(screen.getByRole('button', { name: 'Back to Reports' })).toBeInTheDocument();
  });

  it("says 'Failed to load vehicle report' when the sheet fails", async () => {
    installPlatform(() => jsonResponse(500, { error: { message: 'boom' } }));
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
    vehicle_info: { brand: 'Toyota', model: 'Land Cruiser', year: 2022, f1: { title: 'VIN', value: 'JT123', type: 'text' }, f2: { title: 'Colour', value: '', type: 'text' }, f3: { title: 'Odometer photo', value: ['https://img.test/o.jpg'], type: 'image' } },
    inspection_results: [{ id: 's1', title: 'Engine', rating: 8, fields: [{ title: 'Oil level', value: 'good' }], images: [] }],
    damage_data: { parts: { Hood: ['Dented'] } },
    updated_at: '2026-11-22T10:00:00Z',
  };

  it("resolves a booking id to its stored report", async () => {
    installPlatform(either(rpc(stored), sheetValues(rows)));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('heading', { name: 'Vehicle Inspection Report' })).toBeInTheDocument();
    expect(screen.getByText('Pre-Purchase Assessment')).toBeInTheDocument();
    expect(screen.getByText(`Report #${stored.id}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2022 Toyota Land Cruiser' })).toBeInTheDocument();
    expect(screen.getByText('JT123')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByText('Odometer photo')).not.toBeInTheDocument();
    expect(screen.getByText('Overall Condition Score')).toBeInTheDocument();
    expect(screen.getByText('7.4/10')).toBeInTheDocument();
    expect(screen.getByTestId('condition-badge')).toHaveTextContent('Good');
    expect(screen.getByRole('heading', { name: 'Detailed Inspection Results' })).toBeInTheDocument();
    expect(screen.getByText('Oil level')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(10);
    expect(screen.getByText('This report is confidential and proprietary.')).toBeInTheDocument();
  });

  it('falls back to the sheet when the booking has no report, then to not found', async () => {
    installPlatform(either(rpc(null), sheetValues(rows)));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
  });

  it('finds a sheet row whose id is a uuid', async () => {
    installPlatform(either(rpc(null), sheetValues([sheetRow({ id: BOOKING_ID, make: 'Mazda', model: 'CX-5', year: '2018' })])));
    renderReport(BOOKING_ID);
    expect(await screen.findByRole('heading', { name: '2018 Mazda CX-5' })).toBeInTheDocument();
  });
});
