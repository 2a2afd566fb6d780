/** A stored code as the screens label it: 'in_progress' → 'In Progress', 'scheduled' → 'Scheduled'. */
export function codeLabel(code: string): string {
  return code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
