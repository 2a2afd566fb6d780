export type InspectionTypeOrder = 'name' | 'newest';

export const inspectionTypeKeys = {
  all: ['inspection-types'] as const,
  list: (order: InspectionTypeOrder) => [...inspectionTypeKeys.all, 'list', order] as const,
};
