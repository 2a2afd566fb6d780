// Staff may pick who inspects the chosen time: only the inspectors free for all of it are offered;
// 'Any free inspector' leaves it to the database, which picks the one with the fewest bookings that day
// (docs/areas/bookings.md#inspectors-and-assignment).
import { useFreeInspectors } from '@inspection/bookings-data-access';
import type { ChosenSlot } from '@inspection/bookings-domain';
import { Label, Select } from '@inspection/ui';

export const ANY_FREE_INSPECTOR = 'Any free inspector (assigned automatically)';

export interface InspectorPickerProps {
  slot: ChosenSlot;
  excludeBookingId: string | null;
  inspectorId: string | null;
  onInspector: (inspectorId: string | null) => void;
}

const bookingsThatDay = (n: number) => (n === 1 ? '1 booking that day' : `${n} bookings that day`);

export function InspectorPicker({ slot, excludeBookingId, inspectorId, onInspector }: InspectorPickerProps) {
  const free = useFreeInspectors(slot, excludeBookingId, true);
  return (
    <div className="flex max-w-md flex-col gap-1.5">
      <Label htmlFor="booking-inspector">Inspector</Label>
      <Select id="booking-inspector" className="h-11" value={inspectorId ?? ''} onChange={(e) => onInspector(e.target.value || null)}>
        <option value="">{free.isPending ? 'Loading free inspectors...' : ANY_FREE_INSPECTOR}</option>
        {free.data?.map((inspector) => (
          <option key={inspector.inspector_id} value={inspector.inspector_id}>
            {`${inspector.full_name} · ${bookingsThatDay(Number(inspector.day_bookings))}`}
          </option>
        ))}
      </Select>
      {free.isError && <p className="text-sm text-red-600">Failed to load the free inspectors</p>}
      {free.data?.length === 0 && <p className="text-sm text-slate-600">No inspector is free for all of this time.</p>}
    </div>
  );
}
