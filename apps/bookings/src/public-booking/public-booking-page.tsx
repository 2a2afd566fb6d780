// /book: customers book an inspection themselves, without signing in. Booked times are disabled
// (a customer is never an admin); the chosen time is held for 5 minutes; the one write is
// create_public_booking.
import { Suspense, useState } from 'react';
import { ShieldCheck, Truck } from 'lucide-react';
import { useBookableInspectionTypes } from '@inspection/bookings-data-access';
import { BookingWizard } from '../booking-wizard/booking-wizard';
import { BookingSuccess } from '../booking-wizard/step-components';
import type { WizardState } from '@inspection/bookings-domain';
import { LanguageSwitch } from '@inspection/i18n';
import { useBookWords } from './i18n/book-words';
import { usePageDocument } from './use-page-document';
import { BusinessContactLine } from './business-contact-line';

export default function PublicBookingPage() {
  const [done, setDone] = useState<{ reference: string; state: WizardState } | null>(null);
  const [round, setRound] = useState(0);
  const types = useBookableInspectionTypes(true);
  const { t, language, dir } = useBookWords();
  usePageDocument(language, dir, t('page.title'));
  return (
    <div className="min-h-screen bg-slate-50" lang={language} dir={dir}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 sm:px-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="text-2xl font-semibold text-slate-900">{t('page.title')}</h1>
            <LanguageSwitch current={language} label={t('page.language')} className="-me-3 text-slate-700" />
          </div>
          <BusinessContactLine callLabel={t('page.call')} />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Truck className="size-4 text-blue-600" aria-hidden="true" /> {t('page.freeVisit')}
            </span>
            <span className="inline-flex items-center gap-1">
              <ShieldCheck className="size-4 text-blue-600" aria-hidden="true" /> {t('page.pricesVat')}
            </span>
          </p>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        {done ? (
          <Suspense>
            <BookingSuccess
              reference={done.reference}
              state={done.state}
              type={types.data?.find((t) => t.id === done.state.inspectionTypeId)}
              onAnother={() => {
                setDone(null);
                setRound((r) => r + 1);
              }}
            />
          </Suspense>
        ) : (
          <BookingWizard key={round} mode="public" isAdmin={false} onDone={({ reference, state }) => setDone({ reference, state })} />
        )}
      </main>
    </div>
  );
}
