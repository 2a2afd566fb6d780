// The business's name and phone (a tel: link) in the header of the customers' pages, /book and /book/manage
// (public.business_profile, which their server puts in the page). Nothing is shown while the profile is unknown.
import { Phone } from 'lucide-react';
import { useBusinessProfile } from '@inspection/supabase-client';
import { formatPhone, telHref } from '@inspection/shared-domain';

export function BusinessContactLine({ callLabel }: { callLabel: string }) {
  const business = useBusinessProfile().data;
  if (!business) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700" data-testid="business-contact">
      <span className="font-semibold text-slate-900">{business.name}</span>
      <a
        href={telHref(business.phone)}
        aria-label={`${callLabel} ${formatPhone(business.phone)}`}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-blue-700 underline-offset-4 hover:underline"
      >
        <Phone className="size-4" aria-hidden="true" />
        <bdi dir="ltr">{formatPhone(business.phone)}</bdi>
      </a>
    </p>
  );
}
