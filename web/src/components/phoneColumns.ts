/**
 * A data table's columns for a phone: the ones a student compares first, each at the width given, so that
 * they show without a sideways scroll; the rest keep their order after them. Columns are named by their
 * dataIndex, else their key.
 */
export function phoneColumnsFirst<C extends { dataIndex?: unknown; key?: unknown; width?: unknown }>(columns: C[], first: Record<string, number>): C[] {
  const order = Object.keys(first);
  const nameOf = (c: C) => String(c.dataIndex ?? c.key);
  const rank = (c: C) => (order.includes(nameOf(c)) ? order.indexOf(nameOf(c)) : order.length);
  return [...columns].sort((a, b) => rank(a) - rank(b)).map((c) => (nameOf(c) in first ? { ...c, width: first[nameOf(c)] } : c));
}
