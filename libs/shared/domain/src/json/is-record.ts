/** A JSON object (not null, not an array): the first check of every hand-written reader of stored or fetched JSON. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
