// The exact words of the share panel's WhatsApp messages, in English and Arabic: a booking's messages are written in
// its language (the customer's), signed with the business's name and phone (its profile;
// docs/areas/business-profile.md#where-it-shows).
import type { Language } from '@inspection/shared-domain';

export interface ShareTexts {
  hello(name: string): string;
  helloThere: string;
  confirmed(business: string | null): string;
  labels: { inspection: string; price: string; vehicle: string; location: string; date: string; time: string; reference: string };
  freeVisit(business: string | null): string;
  call(phone: string): string;
  onBehalf(customer: string, vehicle: string, business: string | null): string;
  keysReady: string;
  callBusiness(business: string, phone: string): string;
  price(currency: string, price: string, total: string, vatPercent: string): string;
  toBeConfirmed: string;
  withSeller: string;
  vehicleInspection: string;
}

export const SHARE_TEXTS: Record<Language, ShareTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    helloThere: 'Hello there,',
    confirmed: (business) => (business ? `Your vehicle inspection booking with ${business} is confirmed.` : 'Your vehicle inspection booking is confirmed.'),
    labels: { inspection: 'Inspection', price: 'Price', vehicle: 'Vehicle', location: 'Location', date: 'Date', time: 'Time', reference: 'Reference' },
    freeVisit: (business) => `Our inspector comes to the location for free. Thank you for choosing ${business ?? 'us'}!`,
    call: (phone) => `Questions? Call us on ${phone}.`,
    onBehalf: (customer, vehicle, business) =>
      business
        ? `On behalf of ${customer}, the buyer, an inspector from ${business} will visit to inspect your ${vehicle}.`
        : `On behalf of ${customer}, the buyer, our inspector will visit to inspect your ${vehicle}.`,
    keysReady: 'Please have the car and its keys ready. Thank you!',
    callBusiness: (business, phone) => `Questions? Call ${business} on ${phone}.`,
    price: (currency, price, total, vat) => `${currency} ${price} + VAT (${currency} ${total} incl. ${vat}% VAT)`,
    toBeConfirmed: 'To be confirmed',
    withSeller: 'To be coordinated with the seller',
    vehicleInspection: 'Vehicle inspection',
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    helloThere: 'مرحبًا،',
    confirmed: (business) => (business ? `تم تأكيد حجز فحص مركبتك لدى ${business}.` : 'تم تأكيد حجز فحص مركبتك.'),
    labels: { inspection: 'الفحص', price: 'السعر', vehicle: 'المركبة', location: 'الموقع', date: 'التاريخ', time: 'الوقت', reference: 'المرجع' },
    freeVisit: (business) => `يحضر الفاحص إلى الموقع مجانًا. شكرًا لاختيارك ${business ?? 'لنا'}!`,
    call: (phone) => `لأي استفسار، اتصل بنا على ${phone}.`,
    onBehalf: (customer, vehicle, business) =>
      business
        ? `نيابةً عن ${customer}، المشتري، سيزورك فاحص من ${business} لفحص مركبتك ${vehicle}.`
        : `نيابةً عن ${customer}، المشتري، سيزورك فاحصنا لفحص مركبتك ${vehicle}.`,
    keysReady: 'يُرجى تجهيز السيارة ومفاتيحها. شكرًا لك!',
    callBusiness: (business, phone) => `لأي استفسار، اتصل بـ${business} على ${phone}.`,
    price: (currency, price, total, vat) => `${price} ${currency} + ضريبة القيمة المضافة (${total} ${currency} شاملة ضريبة القيمة المضافة ${vat}٪)`,
    toBeConfirmed: 'سيتم التأكيد لاحقًا',
    withSeller: 'يُنسَّق مع البائع',
    vehicleInspection: 'فحص المركبة',
  },
};
