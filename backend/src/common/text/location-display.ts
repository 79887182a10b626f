/** The location id that stands for the whole country ('Celá ČR'). */
export const WHOLE_COUNTRY = 'cela-cr';

/**
 * A provider's service areas as one line (spec, seed 000 section 5): 'Celá ČR' when the whole
 * country is among them; otherwise the names joined with ' a ' for two, with commas and ' a '
 * before the last for three or more; 'Neuvedeno' when there are none. Unknown ids show as given.
 */
export function locationDisplay(areaIds: readonly string[], names: ReadonlyMap<string, string>): string {
  if (areaIds.includes(WHOLE_COUNTRY)) return 'Celá ČR';
  const labels = areaIds.map((id) => names.get(id) ?? id).filter((label) => label.trim() !== '');
  if (labels.length === 0) return 'Neuvedeno';
  if (labels.length === 1) return labels[0];
  return `${labels.slice(0, -1).join(', ')} a ${labels[labels.length - 1]}`;
}
