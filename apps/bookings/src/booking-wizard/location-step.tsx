// Step Location: search (restricted to the UAE), click or drag on the map, the address found for
// the point ('Selected Location') and 'Additional Directions'. Next needs both.
import { useEffect, useId, useState } from 'react';
import { MapPin, Search } from 'lucide-react';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM, type LocationSelection } from '@inspection/bookings-domain';
import { Card, Input, Label, Textarea } from '@inspection/ui';
import { BookingMap } from '../map/booking-map';
import { getGeocoder } from '../geocoder/geocoder';

export interface LocationStepProps {
  location: LocationSelection | null;
  directions: string;
  onLocation: (location: LocationSelection) => void;
  onDirections: (text: string) => void;
}

export function LocationStep({ location, directions, onLocation, onDirections }: LocationStepProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LocationSelection[]>([]);
  const directionsId = useId();

  useEffect(() => {
    let live = true;
    void getGeocoder()
      .search(query)
      .then((found) => live && setResults(found));
    return () => {
      live = false;
    };
  }, [query]);

  const pickPoint = (latitude: number, longitude: number) => {
    void getGeocoder()
      .reverse(latitude, longitude)
      .then(onLocation);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search for a location"
            placeholder="Search for an area, community or landmark"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {results.length > 0 && (
            <ul role="listbox" aria-label="Search results" className="absolute z-[1000] mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
              {results.map((r) => (
                <li key={r.id} role="option" aria-selected={false}>
                  <button
                    type="button"
                    className="flex w-full items-start gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
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
        <BookingMap
          label="Choose the inspection location on the map"
          latitude={location?.latitude ?? MAP_DEFAULT_CENTRE.latitude}
          longitude={location?.longitude ?? MAP_DEFAULT_CENTRE.longitude}
          zoom={location ? MAP_SELECTED_ZOOM : MAP_DEFAULT_ZOOM}
          marker={location !== null}
          onPick={pickPoint}
          className="h-72 sm:h-96"
        />
        <p className="text-xs text-slate-500">Click on the map or drag the pin to set the exact point.</p>
      </div>
      <div className="flex flex-col gap-4">
        <Card className="p-4">
          <h3 className="text-sm font-semibold text-slate-900">Selected Location</h3>
          {location ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="selected-location">
              {location.address}
              <span className="mt-1 block text-xs text-slate-500">
                {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-500">No location selected yet.</p>
          )}
        </Card>
        <div>
          <Label htmlFor={directionsId} required>
            Additional Directions
          </Label>
          <Textarea
            id={directionsId}
            required
            placeholder="Building, gate, parking level, landmarks..."
            value={directions}
            onChange={(e) => onDirections(e.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
