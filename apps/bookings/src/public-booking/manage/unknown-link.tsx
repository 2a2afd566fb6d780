// A manage link no booking has (mistyped, or the booking is gone): what happened, and the business's phone.
import { Link2Off } from 'lucide-react';
import { useBusinessProfile } from '@inspection/supabase-client';
import { formatPhone, telHref } from '@inspection/shared-domain';
import { Card } from '@inspection/ui';
import { useBookWords } from '../i18n/book-words';

export function UnknownLink() {
  const { t } = useBookWords();
  const business = useBusinessProfile().data;
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
      <Link2Off className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-slate-900">{t('manage.unknownTitle')}</h2>
      <p className="text-sm text-slate-600">{t('manage.unknownText')}</p>
      {business && (
        <a
          href={telHref(business.phone)}
          className="inline-flex min-h-11 items-center rounded-lg bg-blue-600 px-4 font-medium text-white hover:bg-blue-700"
        >
          {t('manage.callUs')}&nbsp;<bdi dir="ltr">{formatPhone(business.phone)}</bdi>
        </a>
      )}
    </Card>
  );
}
