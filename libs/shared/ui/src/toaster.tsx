import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATIONS, TOAST_LIMIT } from './toast';

/** Mount once, in the shell (or a remote's standalone bootstrap). Top-right, at most 20 visible. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATIONS.default}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
