import { describe, expect, it } from 'vitest';
import { buyerMessage, internationalPhone, mapsLink, priceWithVat, sellerMessage, whatsAppLink } from './share-messages';
import { bookingStatusColour, shortBookingId } from './booking';

const booking = {
  id: 'dc2d0b5d-3333-4333-8333-000000000004', customer_name: 'Fatima Al Zaabi', vehicle_make: 'Lexus', vehicle_model: 'LX 570', vehicle_year: 2020,
  reversegeocoded_address: 'Khalifa City, Abu Dhabi', location_address: 'Villa 12, street 4',
  start_time: '2026-11-26T10:00:00Z', end_time: '2026-11-26T13:00:00Z', seller_name: 'Yousef', seller_phone: '0509998877',
};

const BUSINESS = { name: 'Al Safa Vehicle Inspection', phone: '+97143382200', currency: 'AED' };

describe('share messages', () => {
  it('confirm the booking to the buyer with the price plus VAT', () => {
    const text = buyerMessage(booking, { name: null, name_en: 'Premium', current_price: 749 });
    expect(text).toContain('Hello Fatima Al Zaabi,');
    expect(text).toContain('Inspection: Premium');
    expect(text).toContain('Price: AED 749 + VAT (AED 786.45 incl. 5% VAT)');
    expect(text).toContain('Vehicle: 2020 Lexus LX 570');
    expect(text).toContain('Location: Khalifa City, Abu Dhabi - Villa 12, street 4');
    expect(text).toContain('Date: Thursday, November 26, 2026');
    expect(text).toContain('Time: 02:00 PM - 05:00 PM');
    expect(text).toContain('Reference: dc2d0b5d');
  });
  it('sign the buyer message with the business, in English: the exact text', () => {
    const text = buyerMessage(booking, { name: 'فحص شامل', name_en: 'Premium', current_price: 749 }, BUSINESS);
    expect(text).toBe(
      [
        'Hello Fatima Al Zaabi,',
        '',
        'Your vehicle inspection booking with Al Safa Vehicle Inspection is confirmed.',
        '',
        'Inspection: Premium',
        'Price: AED 749 + VAT (AED 786.45 incl. 5% VAT)',
        'Vehicle: 2020 Lexus LX 570',
        'Location: Khalifa City, Abu Dhabi - Villa 12, street 4',
        'Date: Thursday, November 26, 2026',
        'Time: 02:00 PM - 05:00 PM',
        'Reference: dc2d0b5d',
        '',
        'Our inspector comes to the location for free. Thank you for choosing Al Safa Vehicle Inspection!',
        'Questions? Call us on +971 4 338 2200.',
      ].join('\n'),
    );
  });
  it("write the buyer message in the booking's language, Arabic: the exact text", () => {
    const text = buyerMessage({ ...booking, language: 'ar' }, { name: 'فحص شامل', name_en: 'Premium', current_price: 749 }, BUSINESS);
    expect(text).toBe(
      [
        'مرحبًا Fatima Al Zaabi،',
        '',
        'تم تأكيد حجز فحص مركبتك لدى Al Safa Vehicle Inspection.',
        '',
        'الفحص: فحص شامل',
        'السعر: ٧٤٩ AED + ضريبة القيمة المضافة (٧٨٦٫٤٥ AED شاملة ضريبة القيمة المضافة ٥٪)',
        'المركبة: 2020 Lexus LX 570',
        'الموقع: Khalifa City, Abu Dhabi - Villa 12, street 4',
        'التاريخ: الخميس، ٢٦ نوفمبر ٢٠٢٦',
        'الوقت: ٠٢:٠٠ م - ٠٥:٠٠ م',
        'المرجع: dc2d0b5d',
        '',
        'يحضر الفاحص إلى الموقع مجانًا. شكرًا لاختيارك Al Safa Vehicle Inspection!',
        'لأي استفسار، اتصل بنا على +971 4 338 2200.',
      ].join('\n'),
    );
  });
  it('sign the seller message with the business, in English and Arabic: the exact texts', () => {
    expect(sellerMessage(booking, BUSINESS)).toBe(
      [
        'Hello Yousef,',
        '',
        'On behalf of Fatima Al Zaabi, the buyer, an inspector from Al Safa Vehicle Inspection will visit to inspect your 2020 Lexus LX 570.',
        '',
        'Location: Khalifa City, Abu Dhabi - Villa 12, street 4',
        'Date: Thursday, November 26, 2026',
        'Time: 02:00 PM - 05:00 PM',
        '',
        'Please have the car and its keys ready. Thank you!',
        'Questions? Call Al Safa Vehicle Inspection on +971 4 338 2200.',
      ].join('\n'),
    );
    expect(sellerMessage({ ...booking, language: 'ar', seller_name: null }, BUSINESS)).toBe(
      [
        'مرحبًا،',
        '',
        'نيابةً عن Fatima Al Zaabi، المشتري، سيزورك فاحص من Al Safa Vehicle Inspection لفحص مركبتك 2020 Lexus LX 570.',
        '',
        'الموقع: Khalifa City, Abu Dhabi - Villa 12, street 4',
        'التاريخ: الخميس، ٢٦ نوفمبر ٢٠٢٦',
        'الوقت: ٠٢:٠٠ م - ٠٥:٠٠ م',
        '',
        'يُرجى تجهيز السيارة ومفاتيحها. شكرًا لك!',
        'لأي استفسار، اتصل بـAl Safa Vehicle Inspection على +971 4 338 2200.',
      ].join('\n'),
    );
  });
  it("price in the business's currency", () => {
    expect(priceWithVat(399, 'SAR')).toBe('SAR 399 + VAT (SAR 418.95 incl. 5% VAT)');
    expect(buyerMessage(booking, { name: null, name_en: 'Premium', current_price: 100 }, { ...BUSINESS, currency: 'USD' })).toContain(
      'Price: USD 100 + VAT (USD 105 incl. 5% VAT)',
    );
  });
  it('announce the visit to the seller on behalf of the buyer', () => {
    const text = sellerMessage(booking);
    expect(text).toContain('Hello Yousef,');
    expect(text).toContain('On behalf of Fatima Al Zaabi, the buyer');
    expect(text).toContain('2020 Lexus LX 570');
  });
  it('price with VAT, rounded to fils', () => {
    expect(priceWithVat(399)).toBe('AED 399 + VAT (AED 418.95 incl. 5% VAT)');
    expect(priceWithVat(null)).toBe('To be confirmed');
  });
  it('build the messaging link with the phone and the encoded message', () => {
    expect(internationalPhone('0509998877')).toBe('971509998877');
    expect(internationalPhone('00971509998877')).toBe('971509998877');
    expect(whatsAppLink('0509998877', 'Hi & bye\nok')).toBe('https://wa.me/971509998877?text=Hi%20%26%20bye%0Aok');
    expect(mapsLink(25.1, 55.2)).toBe('https://www.google.com/maps/search/?api=1&query=25.1,55.2');
  });
  it('short id and badge colours', () => {
    expect(shortBookingId(booking.id)).toBe('dc2d0b5d');
    expect([bookingStatusColour('completed'), bookingStatusColour('cancelled'), bookingStatusColour('pending')]).toEqual(['green', 'red', 'blue']);
  });
});
