// The columns a booking form writes; optional values are null when empty.
export interface BookingWrite {
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  notes: string | null;
  location_address: string | null;
  reversegeocoded_address: string | null;
  inspection_type_id: string | null;
  latitude: number | null;
  longitude: number | null;
  start_time: string | null;
  end_time: string | null;
  seller_name: string | null;
  seller_phone: string | null;
  is_override: boolean;
}
