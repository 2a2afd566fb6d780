// Where a jump from the section list lands: each section's card and the heading button it focuses, and the car
// diagram's card and heading (docs/areas/inspection.md#moving-around-the-form).
export const PARTS_TARGET = 'vehicle-parts';

export const sectionAnchor = (id: string) => `jump-${id}`;
export const sectionToggle = (id: string) => `jump-${id}-toggle`;
