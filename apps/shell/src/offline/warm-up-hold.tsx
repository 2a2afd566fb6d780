// While a navigation loads its screen (its code and first reads), and until the page is next idle, the service
// worker's warm-up waits between two files: the screen the person asked for comes first (register-service-worker.ts).
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { holdWarmUp } from './register-service-worker';

export function WarmUpHold(): null {
  const loading = useNavigation().state !== 'idle';
  useEffect(() => {
    if (loading) {
      holdWarmUp(true);
      return;
    }
    // Let go once the new screen is drawn, not as soon as its code is in.
    const release = () => holdWarmUp(false);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(release, 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(release, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, [loading]);
  return null;
}
