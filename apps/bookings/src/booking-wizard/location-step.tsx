// Step Location: search (restricted to the UAE), click or drag on the map, the address found for
// the point ('Selected Location') and 'Additional Directions'. Next needs both.
import { useId } from 'react';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM, type LocationSelection } from '@inspection/bookings-domain';
import { Card, Label, Textarea } from '@inspection/ui';
import { BookingMap } from '../map/booking-map';
import { getGeocoder } from '../geocoder/geocoder';
import { LocationSearch } from './location-search';
import { useBookWords } from '../public-booking/i18n/book-words';

export interface LocationStepProps {
  location: LocationSelection | null;
  directions: string;
  onLocation: (location: LocationSelection) => void;
  onDirections: (text: string) => void;
}

export function LocationStep({ location, directions, onLocation, onDirections }: LocationStepProps) {
  const directionsId = useId();
  const { t } = useBookWords();

  const pickPoint = (latitude: number, longitude: number) => {
    void getGeocoder()
      .reverse(latitude, longitude)
      .then(onLocation);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-3">
        <LocationSearch onLocation={onLocation} />
        <BookingMap
          label={t('location.mapLabel')}
          latitude={location?.latitude ?? MAP_DEFAULT_CENTRE.latitude}
          longitude={location?.longitude ?? MAP_DEFAULT_CENTRE.longitude}
          zoom={location ? MAP_SELECTED_ZOOM : MAP_DEFAULT_ZOOM}
          marker={location !== null}
          onPick={pickPoint}
          className="h-72 sm:h-96"
        />
        <p className="text-xs text-slate-500">{t('location.mapHint')}</p>
      </div>
      <div className="flex flex-col gap-4">
        <Card className="p-4">
          <h3 className="text-sm font-semibold text-slate-900">{t('location.selected')}</h3>
          {location ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="selected-location">
              <bdi>{location.address}</bdi>
              {/* Coordinates are a technical value, like a plate: Latin digits, left to right, in every language. */}
              <span className="mt-1 block text-xs text-slate-500">
                <bdi dir="ltr">
                  {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
                </bdi>
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-500">{t('location.none')}</p>
          )}
        </Card>
        <div>
          <Label htmlFor={directionsId} required>
            {t('location.directions')}
          </Label>
          <Textarea
            id={directionsId}
            required
            placeholder={t('location.directionsPlaceholder')}
            value={directions}
            onChange={(e) => onDirections(e.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
