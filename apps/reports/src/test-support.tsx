// Test helpers for the reports screens: sheet rows, and a QueryClient + MemoryRouter around the screen. The backend
// is the shared typed fake of @inspection/platform/testing (installFakeBackend with sheetValues, rpcRoute, ...).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderScreen(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A sheet row (columns A–O) with sensible defaults. */
export function sheetRow(overrides: Partial<Record<'name' | 'phone' | 'date' | 'photo' | 'make' | 'model' | 'year' | 'mileage' | 'images' | 'radiator' | 'radiatorPhoto' | 'coolant' | 'score' | 'details' | 'id', string>>) {
  const v = {
    name: 'Sara Ali', phone: '0501234567', date: '22/11/2026 10:15:00', photo: 'https://img.test/main.jpg',
    make: 'Toyota', model: 'Camry', year: '2019', mileage: '85000', images: '', radiator: 'Good',
    radiatorPhoto: '', coolant: 'Full', score: '8', details: '', id: 'R-1', ...overrides,
  };
  return [v.name, v.phone, v.date, v.photo, v.make, v.model, v.year, v.mileage, v.images, v.radiator, v.radiatorPhoto, v.coolant, v.score, v.details, v.id];
}
