// The benchmark's template: 12 sections × 10 fields = 120 fields, every third a text field,
// the others dropdowns with 4 scored options each.
export function benchTemplate(inspectionTypeId: string) {
  return {
    title: 'Benchmark 120-field template',
    inspection_type_id: inspectionTypeId,
    sections: Array.from({ length: 12 }, (_, s) => ({
      title: `Section ${s + 1}`,
      fields: Array.from({ length: 10 }, (_, f) => {
        const dropdown = f % 3 !== 2;
        return {
          title: `Field ${s + 1}.${f + 1}`,
          type: dropdown ? 'dropdown' : 'text',
          required: f % 2 === 0,
          is120point: true,
          input_type: dropdown ? null : 'plain',
          allow_multiple: false,
          options: dropdown
            ? ['Excellent', 'Good', 'Fair', 'Poor'].map((label, i) => ({ label, score: 10 - i * 3 }))
            : [],
          child_fields: [],
        };
      }),
    })),
  };
}
