export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** An end date given as a plain day includes that whole day. */
export function endBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000) : new Date(value);
}
export function startBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}
