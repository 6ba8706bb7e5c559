import { useTranslation } from 'react-i18next';

export interface DateFormat {
  /** An ISO time as a local date and time: 12 Mar 2024, 14:05. */
  dateTime: (iso: string | null | undefined) => string;
  /** An ISO time as a local date: 12 Mar 2024. */
  date: (iso: string | null | undefined) => string;
  /** A compact date and time for table cells: 12/03/2024, 14:05. */
  shortDateTime: (iso: string | null | undefined) => string;
  /** The time of day alone: 14:05. */
  time: (iso: string | null | undefined) => string;
}

/** Times in the console's language and the browser's time zone; empty text for a missing time. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  return dateFormatFor(i18n.language);
}

// Making an Intl.DateTimeFormat costs about a millisecond, and every date cell of a table asks: one set per language.
const formats = new Map<string, DateFormat>();

function dateFormatFor(language: string): DateFormat {
  const known = formats.get(language);
  if (known) return known;
  const dateTimes = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', numberingSystem: 'latn' });
  const shortDateTimes = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    numberingSystem: 'latn',
  });
  const times = new Intl.DateTimeFormat(language, { timeStyle: 'short', numberingSystem: 'latn' });
  const safe = (format: Intl.DateTimeFormat) => (iso: string | null | undefined) => {
    if (!iso) return '';
    const time = new Date(iso);
    return Number.isNaN(time.getTime()) ? iso : format.format(time);
  };
  const made = { dateTime: safe(dateTimes), date: safe(dates), shortDateTime: safe(shortDateTimes), time: safe(times) };
  formats.set(language, made);
  return made;
}
