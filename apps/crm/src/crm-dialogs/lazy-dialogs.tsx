// The contact and lead dialogs, loaded the first time one opens: they carry the forms' validation (zod), which the
// CRM's first screen does not need (docs/benchmarks/web.md#where-the-time-goes). Once loaded a dialog stays mounted, so it
// closes and returns focus to its trigger as before.
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@inspection/ui';
import type { ContactDialogProps } from './contact-dialog';
import type { LeadDialogMode } from './lead-dialog';

const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));
const LeadDialog = lazy(() => import('./lead-dialog').then((m) => ({ default: m.LeadDialog })));

function DialogLoading() {
  return <Spinner size="lg" className="fixed inset-0 z-50 m-auto size-fit" />;
}

/** True from the first time `open` is true: the dialog's code is fetched only then. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyContactDialog(props: ContactDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ContactDialog {...props} />
    </Suspense>
  );
}

export function LazyLeadDialog(props: { mode: LeadDialogMode | null; onClose: () => void }) {
  if (!useOpenedOnce(props.mode !== null)) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <LeadDialog {...props} />
    </Suspense>
  );
}
