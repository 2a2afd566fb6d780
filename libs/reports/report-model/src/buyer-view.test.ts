import { describe, expect, it } from 'vitest';
import { buyerView } from './buyer-view';
import { parsePublicReport } from './public-report';

describe('buyerView', () => {
  it('drops phone and email fields from the vehicle data and the result sections, keeping the rest', () => {
    const report = parsePublicReport({
      id: 'r1',
      vehicle_info: {
        brand: 'Kia',
        fields: [
          { title: 'Customer Name', value: 'Ahmed', type: 'text', input_type: 'plain' },
          { title: 'Email', value: 'a@example.com', type: 'text', input_type: 'email' },
          { title: 'Phone Number', value: '0501234567', type: 'text', inputType: 'phone' },
          { title: 'Mileage', value: 42000, type: 'text' },
        ],
      },
      inspection_results: [
        {
          id: 's1', title: 'Vehicle Information',
          fields: [
            { title: 'Seller Phone', value: '0509999999', type: 'text', input_type: 'phone' },
            { title: 'VIN', value: 'JT123', type: 'text', input_type: 'plain' },
          ],
        },
      ],
    })!;
    expect(report.vehicleFields).toHaveLength(4);
    const buyer = buyerView(report);
    expect(buyer.vehicleFields.map((field) => field.title)).toEqual(['Customer Name', 'Mileage']);
    expect(buyer.sections[0].fields.map((field) => field.title)).toEqual(['VIN']);
    expect(JSON.stringify(buyer)).not.toContain('0501234567');
  });

  it('ties an issue note to the photos of an image field marked as an issue', () => {
    const report = parsePublicReport({
      inspection_results: [
        { id: 's', title: 'Tyres', fields: [{ title: 'Tyre photos', type: 'image', value: ['https://i/t.jpg'], isIssue: true, notes: 'Worn edge' }] },
      ],
    })!;
    expect(report.sections[0].images).toEqual([{ url: 'https://i/t.jpg', alt: 'Tyre photos', isIssue: true, issueNote: 'Worn edge' }]);
  });
});
