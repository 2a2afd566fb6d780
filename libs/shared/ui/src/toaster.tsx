import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATIONS, TOAST_LIMIT } from './toast';

export interface ToasterProps {
  /** The page's direction: right to left (Arabic) mirrors the corner to top-left and lays each toast out right to left. */
  dir?: 'ltr' | 'rtl';
}

/** Mount once, in the shell (or a remote's standalone bootstrap). Top-right (top-left right to left), at most 20 visible. */
export function Toaster({ dir = 'ltr' }: ToasterProps = {}) {
  return (
    <SonnerToaster
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      dir={dir}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATIONS.default}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
