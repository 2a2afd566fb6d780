export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  day: (day: string) => [...bookingKeys.all, 'day', day] as const,
  slots: (day: string, typeId: string, excludeId: string | null) => [...bookingKeys.all, 'slots', day, typeId, excludeId] as const,
  holds: (day: string) => [...bookingKeys.all, 'holds', day] as const,
};

/** The booking columns the screens read, with the type's name and price and the inspector's name. */
export const BOOKING_COLUMNS =
  'id, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude, start_time, end_time, status, seller_name, seller_phone, is_override, language, created_at, inspection_types(name, name_en, current_price, duration_minutes), inspector_id, inspectors(full_name)';
