// Every page writes times and distances as the business profile says (12-hour or 24-hour times, km or miles;
// docs/areas/business-profile.md#units-and-times). The formatters read one setting (setBusinessTimeFormat,
// setBusinessDistanceUnit); this sets it from the profile, read once per page, and from the units last seen on this
// device until then, so a page is drawn again (its tree mounted anew) only when an admin has changed them.
import { Fragment, type ReactNode } from 'react';
import { applyBusinessUnits, DEFAULT_DISTANCE_UNIT, DEFAULT_TIME_FORMAT, isDistanceUnit, isTimeFormat } from '@inspection/shared-domain';
import { useBusinessProfile } from '@inspection/supabase-client';

const STORAGE_KEY = 'inspection-console.business-units';

function rememberedUnits() {
  try {
    const [timeFormat, distanceUnit] = (localStorage.getItem(STORAGE_KEY) ?? '').split('|');
    return {
      timeFormat: isTimeFormat(timeFormat) ? timeFormat : DEFAULT_TIME_FORMAT,
      distanceUnit: isDistanceUnit(distanceUnit) ? distanceUnit : DEFAULT_DISTANCE_UNIT,
    };
  } catch {
    return { timeFormat: DEFAULT_TIME_FORMAT, distanceUnit: DEFAULT_DISTANCE_UNIT };
  }
}

export function BusinessUnits({ children }: { children: ReactNode }) {
  const profile = useBusinessProfile().data;
  const units = profile ?? rememberedUnits();
  const key = `${units.timeFormat}|${units.distanceUnit}`;
  applyBusinessUnits(units);
  if (profile) {
    try {
      localStorage.setItem(STORAGE_KEY, key);
    } catch {
      // Private mode: the units are read again on the next page.
    }
  }
  return <Fragment key={key}>{children}</Fragment>;
}
