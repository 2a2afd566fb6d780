// /book/manage/{token}: a customer's own booking, reached from the link in their messages, without signing in
// (docs/areas/bookings.md#customers-manage-their-booking). It speaks the booking's language (a `?lang=` choice wins); the
// header carries the business's name and phone.
import { useEffect } from 'react';
import { useManagedBooking } from '@inspection/bookings-data-access';
import { LanguageSwitch } from '@inspection/i18n';
import { languageOf } from '@inspection/shared-domain';
import { bookWords, useBookWords } from '../i18n/book-words';
import { BusinessContactLine } from '../business-contact-line';
import { usePageDocument } from '../use-page-document';
import { ManagedBookingView } from './managed-booking-view';
import { UnknownLink } from './unknown-link';

/** The booking's language, unless the address asks for one (`?lang=`). */
function useBookingLanguage(bookingLanguage: 'en' | 'ar' | undefined) {
  useEffect(() => {
    const asked = languageOf(new URLSearchParams(window.location.search).get('lang'));
    const language = asked ?? bookingLanguage;
    if (language && language !== bookWords.language.get()) void bookWords.load(language).catch(() => undefined);
  }, [bookingLanguage]);
}

export default function ManagedBookingPage({ token }: { token: string }) {
  const booking = useManagedBooking(token);
  const { t, language, dir } = useBookWords();
  useBookingLanguage(booking.data?.language);
  usePageDocument(language, dir, t('manage.title'));
  return (
    <div className="min-h-screen bg-slate-50" lang={language} dir={dir}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-1 px-4 py-4 sm:px-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="text-2xl font-semibold text-slate-900">{t('manage.title')}</h1>
            <LanguageSwitch current={language} label={t('page.language')} className="-me-3 text-slate-700" />
          </div>
          <BusinessContactLine callLabel={t('page.call')} />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        {booking.isPending ? (
          <p className="text-sm text-slate-500">{t('manage.loading')}</p>
        ) : booking.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('manage.failed')}
          </p>
        ) : booking.data ? (
          <ManagedBookingView token={token} booking={booking.data} />
        ) : (
          <UnknownLink />
        )}
      </main>
    </div>
  );
}
