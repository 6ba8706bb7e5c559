import type { PolicyCatalogueEntry } from './access-queries.ts';

export type PolicyRow = { kind: 'area'; key: string; area: string } | { kind: 'policy'; key: string; area: string; name: string };

/**
 * The catalogue as table rows: a heading row per area, then its policies, areas in the order the
 * catalogue first names them (the server lists them from the most sensitive down).
 */
export function policyRows(catalogue: readonly PolicyCatalogueEntry[]): PolicyRow[] {
  const byArea = new Map<string, string[]>();
  for (const { name, area } of catalogue) {
    const names = byArea.get(area);
    if (names) names.push(name);
    else byArea.set(area, [name]);
  }
  return [...byArea].flatMap(([area, names]): PolicyRow[] => [
    { kind: 'area', key: `area:${area}`, area },
    ...names.map((name): PolicyRow => ({ kind: 'policy', key: name, area, name })),
  ]);
}

/** True when both lists hold the same policies, whatever their order. */
export function samePolicies(a: readonly string[], b: readonly string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((p) => setB.has(p));
}

/** Adds or removes one policy, keeping the catalogue's order so that a saved list reads naturally. */
export function togglePolicy(current: readonly string[], policy: string, on: boolean, order: readonly string[]): string[] {
  const next = new Set(current);
  if (on) next.add(policy);
  else next.delete(policy);
  const rank = (p: string) => {
    const index = order.indexOf(p);
    return index === -1 ? order.length : index;
  };
  return [...next].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
}
