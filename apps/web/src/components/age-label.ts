export interface AgeParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Splits a duration in seconds into whole days, hours and minutes (negative counts as zero). */
export function splitAge(seconds: number): AgeParts {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/**
 * The i18n key and values of an age as people say it: the two largest units only ("2 d 4 h",
 * "3 h 12 min", "7 min"), because a queue is scanned, not read.
 */
export function ageLabel(seconds: number): { key: 'common.age.days' | 'common.age.hours' | 'common.age.minutes'; values: AgeParts } {
  const parts = splitAge(seconds);
  if (parts.days > 0) return { key: 'common.age.days', values: parts };
  if (parts.hours > 0) return { key: 'common.age.hours', values: parts };
  return { key: 'common.age.minutes', values: parts };
}
