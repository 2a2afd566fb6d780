// 'Cancel booking': the customer says why, then confirms in a second step (cancel_public_booking). A refusal (too
// late to change) shows in the page's language.
import { useId, useState } from 'react';
import { useCancelManagedBooking } from '@inspection/bookings-data-access';
import { Button, Label, Textarea } from '@inspection/ui';
import { useBookWords } from '../i18n/book-words';
import { refusalText } from './refusal-text';

/** The reason is kept with the booking: at most this many characters. */
export const CANCEL_REASON_MAX = 500;

export function CancelPanel({ token, reference, onDone, onClose }: { token: string; reference: string; onDone: () => void; onClose: () => void }) {
  const words = useBookWords();
  const { t } = words;
  const id = useId();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const cancel = useCancelManagedBooking(token);
  const next = () => {
    if (reason.trim() === '') return setMissing(true);
    setConfirming(true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('manage.cancelTitle')}
      </h2>
      {!confirming ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-reason`}>{t('manage.reason')}</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id={`${id}-missing`} className="text-sm text-red-700">
                {t('manage.reasonRequired')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" onClick={next}>
              {t('manage.cancel')}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {t('manage.keep')}
            </Button>
          </div>
        </>
      ) : (
        <div role="alertdialog" aria-labelledby={`${id}-question`} className="flex flex-col gap-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <p id={`${id}-question`} className="font-medium text-slate-900">
            {t('manage.cancelQuestion', { reference })}
          </p>
          {cancel.isError && (
            <p role="alert" className="text-sm text-red-700">
              {refusalText(words, cancel.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(reason.trim(), { onSuccess: onDone })}>
              {t('manage.cancelConfirm')}
            </Button>
            <Button variant="outline" disabled={cancel.isPending} onClick={onClose}>
              {t('manage.keep')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
