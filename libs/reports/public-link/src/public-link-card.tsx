import { useId, useState, type ReactNode } from 'react';
import { Link2, Link2Off } from 'lucide-react';
import { dayFromExpiry, expiryFromDay, publicLinkState, validateExpiryDay, type PublicLink } from '@inspection/reports-domain';
import { PUBLIC_LINK_UPDATE_FAILED_MESSAGE } from '@inspection/reports-data-access';
import { formatBusinessDate, zonedTime } from '@inspection/shared-domain';
import { Button, Card, Input, Label, cn, toast } from '@inspection/ui';

function statusText(link: PublicLink): string {
  const state = publicLinkState(link);
  if (state === 'off') return 'Switched off: the buyer sees ‘Report not found’.';
  if (!link.expiresAt) return 'On, with no expiry.';
  const lastDay = formatBusinessDate(zonedTime(dayFromExpiry(link.expiresAt), '12:00'));
  if (state === 'expired') return `Expired after ${lastDay}: the buyer sees ‘Report not found’.`;
  return `On until the end of ${lastDay}.`;
}

/** How the card saves: a mutation of the link's switch and expiry (TanStack Query's useMutation fits). */
export interface PublicLinkUpdater {
  mutate: (patch: Partial<PublicLink>, options: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
}

/**
 * The buyer's link card: the switch and the expiry day of a report's public link (a booking report's or a
 * spreadsheet report's), with room for the link itself (children).
 */
export function PublicLinkCard({ link, update, className, children }: { link: PublicLink; update: PublicLinkUpdater; className?: string; children?: ReactNode }) {
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { title: useId(), day: useId(), error: useId() };

  const current = link;
  const shownDay = day ?? dayFromExpiry(current.expiresAt);
  const save = (patch: Partial<PublicLink>, done: string) =>
    update.mutate(patch, {
      onSuccess: () => {
        setDay(null);
        toast.success(done);
      },
      onError: () => toast.error(PUBLIC_LINK_UPDATE_FAILED_MESSAGE),
    });

  const setExpiry = () => {
    const invalid = validateExpiryDay(shownDay);
    setError(invalid);
    if (!invalid) save({ expiresAt: expiryFromDay(shownDay) }, shownDay ? 'Link expiry set' : 'Link expiry cleared');
  };

  return (
    <Card className={cn('flex flex-col gap-4 p-5 print:hidden', className)} aria-labelledby={ids.title} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={ids.title} className="text-lg font-semibold text-slate-900">
            Buyer’s link
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="public-link-status">
            {statusText(current)}
          </p>
        </div>
        <Button
          role="switch"
          aria-checked={current.enabled}
          aria-label="Public link"
          variant={current.enabled ? 'primary' : 'outline'}
          disabled={update.isPending}
          onClick={() =>
            save({ enabled: !current.enabled }, current.enabled ? 'Report link switched off' : 'Report link switched on')
          }
        >
          {current.enabled ? <Link2 aria-hidden="true" /> : <Link2Off aria-hidden="true" />}
          {current.enabled ? 'Link on' : 'Link off'}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <Label htmlFor={ids.day}>Link expires after</Label>
          <Input
            id={ids.day}
            type="date"
            value={shownDay}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => {
              setDay(event.target.value);
              setError(null);
            }}
            className="w-44"
          />
        </div>
        <Button variant="outline" disabled={update.isPending} onClick={setExpiry}>
          Set expiry
        </Button>
        {current.expiresAt && (
          <Button variant="ghost" disabled={update.isPending} onClick={() => save({ expiresAt: null }, 'Link expiry cleared')}>
            Clear expiry
          </Button>
        )}
      </div>
      {children}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
