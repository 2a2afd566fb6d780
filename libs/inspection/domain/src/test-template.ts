// A small template for the inspection rules' tests.
import type { EditorField, EditorTemplate } from '@inspection/forms-template-model';

export function field(id: string, title: string, over: Partial<EditorField> = {}): EditorField {
  return {
    id,
    title,
    type: 'text',
    required: false,
    is120point: false,
    inputType: 'plain',
    multiple: false,
    options: [],
    allowMultiple: false,
    childFields: [],
    ...over,
  };
}

export const template: Pick<EditorTemplate, 'sections'> = {
  sections: [
    {
      id: 's-vehicle',
      title: 'Vehicle Information',
      fields: [
        field('name', 'Customer Name', { required: true }),
        field('email', 'Email', { inputType: 'email' }),
        field('phone', 'Phone Number', { inputType: 'phone', required: true }),
        field('brand', 'Vehicle Brand', { required: true }),
        field('model', 'Vehicle Model'),
        field('year', 'Vehicle Year', { inputType: 'number' }),
        field('when', 'Inspection Date and Time', { inputType: 'datetime' }),
        field('main', 'Main Picture', { type: 'image', required: true }),
      ],
    },
    {
      id: 's-ext',
      title: 'Exterior',
      fields: [
        field('paint', 'Paint', {
          type: 'dropdown',
          required: true,
          options: [
            { id: 'o1', label: 'Original', value: 'original', score: 10 },
            { id: 'o2', label: 'Repainted', value: 'repainted', score: 5 },
          ],
          childFields: [field('panels', 'Repainted Panels', { required: true })],
        }),
        field('photos', 'Exterior Photos', { type: 'image', allowMultiple: true }),
      ],
    },
  ],
};
