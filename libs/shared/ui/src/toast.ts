import { toast as sonnerToast, type ExternalToast } from 'sonner';

/** Toast timings: a success only confirms and goes quickly; an error stays long enough to be read. The limit keeps a
 * burst of failures from covering the screen. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, default: 4000 } as const;
export const TOAST_LIMIT = 20;

type Message = Parameters<typeof sonnerToast>[0];

/**
 * Raise a toast in the shell's <Toaster />. Durations are applied here, per kind,
 * because sonner's Toaster only knows one default duration.
 */
export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    sonnerToast.success(message, { duration: TOAST_DURATIONS.success, ...options }),
  error: (message: Message, options?: ExternalToast) =>
    sonnerToast.error(message, { duration: TOAST_DURATIONS.error, ...options }),
  info: (message: Message, options?: ExternalToast) =>
    sonnerToast.info(message, { duration: TOAST_DURATIONS.default, ...options }),
  warning: (message: Message, options?: ExternalToast) =>
    sonnerToast.warning(message, { duration: TOAST_DURATIONS.default, ...options }),
  message: (message: Message, options?: ExternalToast) =>
    sonnerToast(message, { duration: TOAST_DURATIONS.default, ...options }),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
};
