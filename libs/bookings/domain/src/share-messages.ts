// The share panel's messages to the buyer and the seller, in the booking's language and signed with the business's
// name and phone (./share-message-texts.ts), and the messaging link that sends them.
import {
  DEFAULT_LANGUAGE,
  formatBusinessLongDate,
  formatNumber,
  formatPhone,
  formatTimeRange,
  isLanguage,
  type BusinessProfile,
  type Language,
} from '@inspection/shared-domain';
import { VAT_RATE, shortBookingId } from './booking';
import { SHARE_TEXTS } from './share-message-texts';

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
  /** The customer's language: the messages are written in it (English when unknown). */
  language?: string;
}

export interface ShareType {
  name: string | null;
  name_en: string | null;
  current_price: number | null;
}

/** The business a message is signed with (its profile): name, phone and the currency of its prices. */
export type ShareBusiness = Pick<BusinessProfile, 'name' | 'phone' | 'currency'> | null | undefined;

const languageOf = (b: { language?: string }): Language => (isLanguage(b.language) ? b.language : DEFAULT_LANGUAGE);
const money = (n: number, language: Language) => formatNumber(n, language, 2);
const vehicleOf = (b: ShareBooking) => `${b.vehicle_year} ${b.vehicle_make} ${b.vehicle_model}`;

/** 'AED 399 + VAT (AED 418.95 incl. 5% VAT)'; in Arabic '٣٩٩ AED + ضريبة القيمة المضافة (...)'. */
export function priceWithVat(price: number | null | undefined, currency = 'AED', language: Language = DEFAULT_LANGUAGE): string {
  const texts = SHARE_TEXTS[language];
  if (price === null || price === undefined || Number.isNaN(Number(price))) return texts.toBeConfirmed;
  const p = Number(price);
  const total = Math.round(p * (1 + VAT_RATE) * 100) / 100;
  return texts.price(currency, money(p, language), money(total, language), formatNumber(VAT_RATE * 100, language));
}

function where(b: ShareBooking, language: Language): string {
  const parts = [b.reversegeocoded_address, b.location_address].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length ? parts.join(' - ') : SHARE_TEXTS[language].withSeller;
}

function when(b: ShareBooking, language: Language): { date: string; time: string } {
  if (!b.start_time) return { date: SHARE_TEXTS[language].toBeConfirmed, time: SHARE_TEXTS[language].toBeConfirmed };
  return {
    date: formatBusinessLongDate(b.start_time, undefined, language),
    time: formatTimeRange(b.start_time, b.end_time, undefined, language),
  };
}

/** The buyer's confirmation, in the booking's language, signed with the business's name and phone. */
export function buyerMessage(b: ShareBooking, type: ShareType | null, business?: ShareBusiness): string {
  const language = languageOf(b);
  const texts = SHARE_TEXTS[language];
  const { labels } = texts;
  const { date, time } = when(b, language);
  const typeName = language === 'ar' ? type?.name || type?.name_en : type?.name_en || type?.name;
  return [
    texts.hello(b.customer_name),
    '',
    texts.confirmed(business?.name ?? null),
    '',
    `${labels.inspection}: ${typeName || texts.vehicleInspection}`,
    `${labels.price}: ${priceWithVat(type?.current_price, business?.currency ?? 'AED', language)}`,
    `${labels.vehicle}: ${vehicleOf(b)}`,
    `${labels.location}: ${where(b, language)}`,
    `${labels.date}: ${date}`,
    `${labels.time}: ${time}`,
    `${labels.reference}: ${shortBookingId(b.id)}`,
    '',
    texts.freeVisit(business?.name ?? null),
    ...(business ? [texts.call(formatPhone(business.phone))] : []),
  ].join('\n');
}

/** The seller's notice of the visit, in the booking's language, signed with the business's name and phone. */
export function sellerMessage(b: ShareBooking, business?: ShareBusiness): string {
  const language = languageOf(b);
  const texts = SHARE_TEXTS[language];
  const { date, time } = when(b, language);
  return [
    b.seller_name ? texts.hello(b.seller_name) : texts.helloThere,
    '',
    texts.onBehalf(b.customer_name, vehicleOf(b), business?.name ?? null),
    '',
    `${texts.labels.location}: ${where(b, language)}`,
    `${texts.labels.date}: ${date}`,
    `${texts.labels.time}: ${time}`,
    '',
    texts.keysReady,
    ...(business ? [texts.callBusiness(business.name, formatPhone(business.phone))] : []),
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
