type Value = string | number | boolean | null | undefined | readonly string[];

function sameValue(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    // The forms' lists are choices (payment methods), whose order means nothing.
    const left = [...new Set(a)].sort();
    const right = [...new Set(b)].sort();
    return left.length === right.length && left.every((v, i) => v === right[i]);
  }
  return a === b;
}

/**
 * The fields of `after` that differ from `before`, for an update that sends only what the admin
 * changed: the audit trail then records those, and a field someone else changed meanwhile is not
 * overwritten with the stale value the form loaded. Both sides must be normalised the same way
 * (trimmed, empty text as null) before the comparison.
 */
export function changedFields<T extends Record<string, Value>>(before: Readonly<T>, after: Readonly<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (!sameValue(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
}
