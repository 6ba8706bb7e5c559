/** One stacked layer of a bar chart: a value for every category, in the categories' order. */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
  /** Falls back to the theme palette by position. */
  color?: string;
}

export interface ValueScale {
  /** The top of the axis: the smallest tick at or above the largest value. */
  max: number;
  ticks: number[];
}

const stepMultipliers = [1, 2, 2.5, 5, 10];

// Float steps such as 0.1 * 3 must print as 0.3, not 0.30000000000000004.
const tidy = (n: number) => Number(n.toPrecision(12));

/**
 * Axis ticks at round steps (1, 2, 2.5 or 5 times a power of ten) so that readers can interpolate;
 * counts never get fractional ticks.
 */
export function niceScale(maxValue: number, { targetTicks = 5, integer = false } = {}): ValueScale {
  if (!Number.isFinite(maxValue) || maxValue <= 0) return { max: 1, ticks: [0, 1] };
  const rough = maxValue / Math.max(1, targetTicks);
  const power = 10 ** Math.floor(Math.log10(rough));
  const candidates = stepMultipliers.map((m) => tidy(m * power)).filter((s) => !integer || Number.isInteger(s));
  const step = Math.max(integer ? 1 : 0, candidates.find((s) => s >= rough) ?? tidy(10 * power));
  const steps = Math.ceil(tidy(maxValue / step));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => tidy(i * step));
  return { max: ticks[ticks.length - 1] ?? step, ticks };
}

export interface StackSegment {
  seriesKey: string;
  /** Bottom and top of the segment, in data units. */
  from: number;
  to: number;
}

export interface StackedCategory {
  total: number;
  segments: StackSegment[];
}

/**
 * Piles the series on each other per category, in the series' order (the first at the bottom).
 * Negative, missing and non-finite values count as zero: a count or a volume cannot go below it.
 */
export function stackSeries(series: readonly ChartSeries[], categoryCount: number): StackedCategory[] {
  return Array.from({ length: categoryCount }, (_, index) => {
    let total = 0;
    const segments: StackSegment[] = [];
    for (const s of series) {
      const raw = s.values[index] ?? 0;
      const value = Number.isFinite(raw) && raw > 0 ? raw : 0;
      if (value === 0) continue;
      segments.push({ seriesKey: s.key, from: total, to: total + value });
      total += value;
    }
    return { total, segments };
  });
}

/**
 * Every how many categories to print an axis label so that labels of `labelWidth` pixels do not
 * overlap on an axis `axisWidth` pixels long. 1 prints them all.
 */
export function labelStep(categoryCount: number, axisWidth: number, labelWidth: number): number {
  if (categoryCount <= 0) return 1;
  const fitting = Math.max(1, Math.floor(axisWidth / Math.max(1, labelWidth)));
  return Math.max(1, Math.ceil(categoryCount / fitting));
}

/** A label cut to `maxChars` characters, the last of them an ellipsis. */
export function truncateLabel(label: string, maxChars: number): string {
  if (label.length <= maxChars) return label;
  return `${label.slice(0, Math.max(1, maxChars - 1))}…`;
}

export interface AxisLabels {
  /** Print the label of every `step`-th category. */
  step: number;
  text: string[];
}

/**
 * The category labels to print under the bars. Many categories (days) are thinned out; a few
 * (statuses) all keep a label, shortened to their bar's width: skipping one would leave a bar
 * nobody can name. The full label stays in the tooltip and the data table.
 */
export function axisLabels(labels: readonly string[], axisWidth: number, charWidth: number, maxShortened = 12): AxisLabels {
  const gap = 12;
  const longest = Math.max(0, ...labels.map((l) => l.length));
  const step = labelStep(labels.length, axisWidth, longest * charWidth + gap);
  if (step === 1 || labels.length > maxShortened) return { step, text: [...labels] };
  const fit = Math.max(2, Math.floor((axisWidth / labels.length - gap / 2) / charWidth));
  return { step: 1, text: labels.map((l) => truncateLabel(l, fit)) };
}
