// Query keys of inspections, in one place so saves and submits invalidate exactly what they change.
export const inspectionKeys = {
  all: ['inspections'] as const,
  one: (bookingId: string) => [...inspectionKeys.all, 'one', bookingId] as const,
  records: (filters: unknown) => [...inspectionKeys.all, 'records', filters] as const,
  conditionCodes: () => [...inspectionKeys.all, 'condition-codes'] as const,
};
