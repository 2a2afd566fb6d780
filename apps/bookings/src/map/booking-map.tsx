// A map that may fail (docs/areas/bookings.md#the-map-failing): the Leaflet library is loaded on demand, and when it cannot load, cannot build
// the map, or every tile of the view fails, the map's place shows 'Failed to load map' with Retry and a toast says
// 'Failed to load map. Please try again.'. The rest of the step (search, directions) does not depend on it.
import { useCallback, useEffect, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import './booking-map.css';
import { RefreshCw } from 'lucide-react';
import { Button, cn, toast } from '@inspection/ui';
import { LeafletMap, type BookingMapProps } from './leaflet-map';
import { loadLeaflet, type LeafletLib, type LoadLeaflet } from './load-leaflet';
import { useBookWords } from '../public-booking/i18n/book-words';

export type { BookingMapProps } from './leaflet-map';

type MapState = { status: 'loading' } | { status: 'ready'; L: LeafletLib } | { status: 'failed' };

export function BookingMap({ loadLibrary = loadLeaflet, ...props }: BookingMapProps & { loadLibrary?: LoadLeaflet }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const { t } = useBookWords();
  const failedToast = t('map.failedToast');

  const fail = useCallback(() => {
    setState({ status: 'failed' });
    toast.error(failedToast, { id: 'map-failed' });
  }, [failedToast]);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadLibrary().then(
      (L) => live && setState({ status: 'ready', L }),
      () => live && fail(),
    );
    return () => {
      live = false;
    };
  }, [attempt, loadLibrary, fail]);

  const box = cn('z-0 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100', props.className);
  if (state.status === 'failed') {
    return (
      <div role="alert" className={cn(box, 'flex flex-col items-center justify-center gap-3 p-4 text-center')} data-testid="map-failed">
        <p className="text-sm font-medium text-slate-700">{t('map.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          <RefreshCw aria-hidden="true" />
          {t('map.retry')}
        </Button>
      </div>
    );
  }
  if (state.status === 'loading') return <div className={box} aria-busy="true" aria-label={props.label} role="img" />;
  return <LeafletMap key={attempt} L={state.L} onFailed={fail} {...props} />;
}
