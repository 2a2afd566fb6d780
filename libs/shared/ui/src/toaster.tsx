import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATIONS, TOAST_LIMIT } from './toast';

export interface ToasterProps {
  /** The page's direction: right to left (Arabic) mirrors the corner to top-left and lays each toast out right to left. */
  dir?: 'ltr' | 'rtl';
}

/**
 * Toasts start below the console's 64 px top bar: a toast over the Profile menu hid it, and a pointer resting on the
 * toast pauses its timer, so the menu stayed covered for as long as the pointer was there.
 */
export const TOASTS_TOP_PX = 72;

/** Mount once, in the shell (or a remote's standalone bootstrap). Top-right (top-left right to left), at most 20 visible. */
export function Toaster({ dir = 'ltr' }: ToasterProps = {}) {
  return (
    <SonnerToaster
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      dir={dir}
      offset={{ top: TOASTS_TOP_PX }}
      mobileOffset={{ top: TOASTS_TOP_PX }}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATIONS.default}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
