// The share panel's messages to the buyer and the seller, and the messaging link that sends them.
import { formatBusinessLongDate, formatTimeRange } from '@inspection/shared-domain';
import { VAT_RATE, shortBookingId } from './booking';

export interface ShareBooking {
  id: string;
  customer_name: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  reversegeocoded_address: string | null;
  location_address: string | null;
  start_time: string | null;
  end_time: string | null;
  seller_name: string | null;
  seller_phone: string | null;
}

export interface ShareType {
  name: string | null;
  name_en: string | null;
  current_price: number | null;
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 'AED 399 + VAT (AED 418.95 incl. 5% VAT)' */
export function priceWithVat(price: number | null | undefined): string {
  if (price === null || price === undefined || Number.isNaN(Number(price))) return 'To be confirmed';
  const p = Number(price);
  const total = Math.round(p * (1 + VAT_RATE) * 100) / 100;
  return `AED ${money(p)} + VAT (AED ${money(total)} incl. ${VAT_RATE * 100}% VAT)`;
}

function where(b: ShareBooking): string {
  const parts = [b.reversegeocoded_address, b.location_address].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length ? parts.join(' - ') : 'To be coordinated with the seller';
}

function when(b: ShareBooking): { date: string; time: string } {
  if (!b.start_time) return { date: 'To be confirmed', time: 'To be confirmed' };
  return { date: formatBusinessLongDate(b.start_time), time: formatTimeRange(b.start_time, b.end_time) };
}

export function buyerMessage(b: ShareBooking, type: ShareType | null): string {
  const { date, time } = when(b);
  return [
    `Hello ${b.customer_name},`,
    '',
    'Your vehicle inspection booking is confirmed.',
    '',
    `Inspection: ${type?.name_en || type?.name || 'Vehicle inspection'}`,
    `Price: ${priceWithVat(type?.current_price)}`,
    `Vehicle: ${b.vehicle_year} ${b.vehicle_make} ${b.vehicle_model}`,
    `Location: ${where(b)}`,
    `Date: ${date}`,
    `Time: ${time}`,
    `Reference: ${shortBookingId(b.id)}`,
    '',
    'Our inspector comes to the location for free. Thank you for choosing us!',
  ].join('\n');
}

export function sellerMessage(b: ShareBooking): string {
  const { date, time } = when(b);
  return [
    `Hello ${b.seller_name || 'there'},`,
    '',
    `On behalf of ${b.customer_name}, the buyer, our inspector will visit to inspect your ${b.vehicle_year} ${b.vehicle_make} ${b.vehicle_model}.`,
    '',
    `Location: ${where(b)}`,
    `Date: ${date}`,
    `Time: ${time}`,
    '',
    'Please have the car and its keys ready. Thank you!',
  ].join('\n');
}

/** Digits for the messaging link: a local UAE number (0XXXXXXXXX) gets the country code 971. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `971${digits.slice(1)}`;
  return digits;
}

/** The messaging link with the phone number and the encoded message (opened in a new tab). */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${internationalPhone(phone)}?text=${encodeURIComponent(message)}`;
}

/** The maps link for a booking's coordinates ('View on map'). */
export function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
