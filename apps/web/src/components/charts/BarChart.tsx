import { Empty, Tooltip, theme } from 'antd';
import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { axisLabels, niceScale, stackSeries, type ChartSeries } from './bar-chart-scale.ts';
import { useChartPalette } from './use-chart-palette.ts';
import { useElementWidth } from './use-element-width.ts';

export interface BarChartProps {
  /** The chart's accessible name; the caller usually shows it as the card title too. */
  title: string;
  categories: readonly string[];
  /** Stacked bottom to top in this order; a single series makes a plain bar chart. */
  series: readonly ChartSeries[];
  /** The label under a bar and in its tooltip. */
  formatCategory?: (category: string) => string;
  formatValue?: (value: number) => string;
  /** The tooltip's body for the category at `index`; by default each series' value and the total. */
  renderTooltip?: (index: number) => ReactNode;
  /** Shown in the default tooltip and the data table beside each category's sum. */
  totalLabel: string;
  /** Shown instead of the chart when there is no value above zero. */
  emptyText: string;
  /** Counts: keeps the axis ticks whole. */
  integer?: boolean;
  height?: number;
  testId?: string;
}

const margin = { top: 12, right: 12, bottom: 28 };
// An 11px label's average character width: enough to keep labels apart without measuring text.
const charWidth = 6.5;
const maxBarWidth = 48;

// Hidden from sight, not from screen readers: the table is the chart for those who cannot see it.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const identity = (category: string) => category;
const plainNumber = (value: number) => String(value);

/**
 * A small SVG bar chart with stacked series: axis labels, a legend, antd tooltips on hover and on
 * keyboard focus (arrow keys move between bars) and a data table for screen readers. Colours come
 * from the antd theme, so it reads in light and dark alike.
 */
export function BarChart({
  title,
  categories,
  series,
  formatCategory = identity,
  formatValue = plainNumber,
  renderTooltip,
  totalLabel,
  emptyText,
  integer = false,
  height = 240,
  testId,
}: BarChartProps) {
  const { token } = theme.useToken();
  const palette = useChartPalette();
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();

  const colored = useMemo(
    () => series.map((s, i) => ({ ...s, color: s.color ?? palette[i % palette.length] ?? token.colorPrimary })),
    [series, palette, token.colorPrimary],
  );
  const stacked = useMemo(() => stackSeries(colored, categories.length), [colored, categories.length]);
  const maxTotal = Math.max(0, ...stacked.map((c) => c.total));
  const scale = niceScale(maxTotal, { integer });
  const colorOf = new Map(colored.map((s) => [s.key, s.color]));

  if (maxTotal === 0) {
    return (
      <div data-testid={testId} data-empty="true">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }

  const tickLabels = scale.ticks.map(formatValue);
  const left = Math.max(...tickLabels.map((l) => l.length)) * charWidth + 16;
  const plotWidth = Math.max(0, width - left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const band = categories.length > 0 ? plotWidth / categories.length : 0;
  const barWidth = Math.min(maxBarWidth, Math.max(1, band * 0.72));
  const y = (value: number) => margin.top + plotHeight - (value / scale.max) * plotHeight;
  const labels = categories.map(formatCategory);
  const axis = axisLabels(labels, plotWidth, charWidth);

  const defaultTooltip = (index: number) => (
    <div>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{labels[index]}</div>
      {colored.length > 1 &&
        colored.map((s) => (
          <div key={s.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 8, height: 8, borderRadius: 2, background: s.color, flex: 'none' }} />
            <span style={{ flex: 1 }}>{s.label}</span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatValue(s.values[index] ?? 0)}</span>
          </div>
        ))}
      <div style={{ display: 'flex', gap: 12, marginTop: colored.length > 1 ? 4 : 0 }}>
        <span style={{ flex: 1 }}>{totalLabel}</span>
        <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{formatValue(stacked[index]?.total ?? 0)}</span>
      </div>
    </div>
  );
  const tooltipOf = renderTooltip ?? defaultTooltip;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = categories.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? 1) - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) {
      if (event.key === 'Escape') setActive(null);
      return;
    }
    event.preventDefault();
    setActive(next);
  };

  return (
    <figure style={{ margin: 0, position: 'relative' }} data-testid={testId}>
      <div ref={containerRef} style={{ width: '100%', height }}>
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-labelledby={titleId}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
            style={{ display: 'block', direction: 'ltr', outlineColor: token.colorPrimary }}
          >
            <title id={titleId}>{title}</title>
            {scale.ticks.map((tick, i) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={i === 0 ? token.colorBorder : token.colorBorderSecondary}
                  strokeDasharray={i === 0 ? undefined : '3 3'}
                />
                <text
                  x={left - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={11}
                  fill={token.colorTextSecondary}
                >
                  {tickLabels[i]}
                </text>
              </g>
            ))}
            {stacked.map((category, index) => {
              const x = left + index * band;
              return (
                <g key={categories[index]}>
                  {active === index && <rect x={x} y={margin.top} width={Math.max(band, 1)} height={plotHeight} fill={token.colorFillTertiary} />}
                  {category.segments.map((segment) => (
                    <rect
                      key={segment.seriesKey}
                      x={x + (band - barWidth) / 2}
                      y={y(segment.to)}
                      width={barWidth}
                      height={Math.max(0, y(segment.from) - y(segment.to))}
                      fill={colorOf.get(segment.seriesKey)}
                      opacity={active === null || active === index ? 1 : 0.6}
                    />
                  ))}
                  {axis.step > 0 && index % axis.step === 0 && (
                    <text
                      x={x + band / 2}
                      y={margin.top + plotHeight + 18}
                      textAnchor="middle"
                      fontSize={11}
                      fill={token.colorTextSecondary}
                    >
                      {axis.text[index]}
                    </text>
                  )}
                  {/* The tooltip points at the top of the bar, not at the tall hover area above it. */}
                  <Tooltip title={tooltipOf(index)} open={active === index} placement="top">
                    <rect x={x + (band - barWidth) / 2} y={y(category.total)} width={barWidth} height={0.5} fill="transparent" pointerEvents="none" />
                  </Tooltip>
                  <rect
                    x={x}
                    y={margin.top}
                    width={Math.max(band, 1)}
                    height={plotHeight}
                    fill="transparent"
                    onMouseEnter={() => setActive(index)}
                    onMouseLeave={() => setActive((current) => (current === index ? null : current))}
                    data-testid={testId ? `${testId}-bar` : undefined}
                  />
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {colored.length > 1 && (
        <figcaption
          aria-hidden="true"
          style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'center', marginTop: 8 }}
        >
          {colored.map((s) => (
            <span key={s.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: token.colorTextSecondary, fontSize: 12 }}>
              <span style={{ width: 10, height: 10, borderRadius: 2, background: s.color }} />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {colored.length > 1 && colored.map((s) => <th key={s.key} scope="col">{s.label}</th>)}
            <th scope="col">{totalLabel}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category}>
              <th scope="row">{labels[index]}</th>
              {colored.length > 1 && colored.map((s) => <td key={s.key}>{formatValue(s.values[index] ?? 0)}</td>)}
              <td>{formatValue(stacked[index]?.total ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
