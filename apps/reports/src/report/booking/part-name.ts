// A damaged part's name in words for the report. Placeholder until the car-parts data set's partLabel
// is merged (libs/car-parts): keys like 'front_bumper' read 'Front bumper'.
export function partName(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1).toLowerCase() : key;
}
