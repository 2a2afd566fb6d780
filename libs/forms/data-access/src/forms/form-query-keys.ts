// Query keys of form templates, in one place so mutations invalidate exactly what they change.
export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  template: (id: string) => [...formKeys.all, 'template', id] as const,
  versions: (id: string) => [...formKeys.all, 'versions', id] as const,
  usage: (id: string) => [...formKeys.all, 'usage', id] as const,
};
