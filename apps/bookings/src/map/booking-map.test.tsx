import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@inspection/ui';
import { BookingMap } from './booking-map';
import { loadLeaflet } from './load-leaflet';

const props = { label: 'Choose the inspection location on the map', latitude: 24.45, longitude: 54.38, zoom: 12, marker: false, onPick: vi.fn() };

describe('booking map failures', () => {
  it('when the map library cannot load: "Failed to load map" in its place, the toast, and Retry loads it again', async () => {
    const user = userEvent.setup();
    const loadLibrary = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockImplementation(loadLeaflet);
    render(
      <>
        <Toaster />
        <BookingMap {...props} loadLibrary={loadLibrary} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load map');
    expect(await screen.findByText('Failed to load map. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('application')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('application', { name: props.label })).toBeInTheDocument();
    expect(screen.queryByTestId('map-failed')).toBeNull();
    expect(loadLibrary).toHaveBeenCalledTimes(2);
  });

  it('when the library loads but cannot build the map, the same failure shows', async () => {
    const broken = { ...(await loadLeaflet()), map: () => { throw new Error('no container size'); } } as unknown as Awaited<ReturnType<typeof loadLeaflet>>;
    render(<BookingMap {...props} loadLibrary={() => Promise.resolve(broken)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load map');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads and shows the map when nothing fails', async () => {
    render(<BookingMap {...props} />);
    expect(await screen.findByRole('application', { name: props.label })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
