/** A part key in words: 'front_bumper' -> 'Front bumper'. */
export function partLabel(name: string): string {
  const words = name.trim().split(/[_\s-]+/).filter(Boolean).join(' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
