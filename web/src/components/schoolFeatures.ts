/** Colors of a school's feature tags (985, 211, 双一流) wherever a school is named: card, ranking row, detail header. */
const FEATURE_TAG_COLORS: Readonly<Record<string, string>> = { '985': 'red', '211': 'orange', 双一流: 'blue' };

export function featureTagColor(feature: string): string {
  return FEATURE_TAG_COLORS[feature] ?? 'default';
}
