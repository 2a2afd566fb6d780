// The location search (places in the UAE): a suggestion picked is the chosen location.
import { useEffect, useState } from 'react';
import { MapPin, Search } from 'lucide-react';
import type { LocationSelection } from '@inspection/bookings-domain';
import { Input } from '@inspection/ui';
import { getGeocoder } from '../geocoder/geocoder';
import { useBookWords } from '../public-booking/i18n/book-words';

export function LocationSearch({ onLocation }: { onLocation: (location: LocationSelection) => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LocationSelection[]>([]);
  const { t } = useBookWords();

  useEffect(() => {
    let live = true;
    void getGeocoder()
      .search(query)
      .then((found) => live && setResults(found));
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-3 start-3 size-4 text-slate-400" aria-hidden="true" />
      <Input
        type="search"
        aria-label={t('location.search')}
        placeholder={t('location.searchPlaceholder')}
        className="ps-9"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {results.length > 0 && (
        <ul role="listbox" aria-label={t('location.results')} className="absolute z-[1000] mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {results.map((r) => (
            <li key={r.id} role="option" aria-selected={false}>
              <button
                type="button"
                className="flex w-full items-start gap-2 px-3 py-2 text-start text-sm hover:bg-slate-50"
                onClick={() => {
                  onLocation(r);
                  setQuery('');
                }}
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span>
                  <span className="block font-medium text-slate-900">{r.name}</span>
                  <span className="block text-xs text-slate-500">{r.address}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
