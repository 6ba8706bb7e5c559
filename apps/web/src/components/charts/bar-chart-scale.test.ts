import { describe, expect, it } from 'vitest';
import { axisLabels, labelStep, niceScale, stackSeries, truncateLabel } from './bar-chart-scale.ts';

describe('niceScale', () => {
  it('rounds the top up to a round step', () => {
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceScale(1234).max).toBe(1250);
  });

  it('keeps small fractional steps exact', () => {
    expect(niceScale(0.3, { targetTicks: 3 })).toEqual({ max: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('never gives counts a fractional tick', () => {
    expect(niceScale(3, { integer: true })).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    const { ticks } = niceScale(12, { integer: true });
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(ticks).not.toContain(2.5);
  });

  it('gives an empty or broken range a unit axis', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(-5)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('stackSeries', () => {
  const series = [
    { key: 'BTC', label: 'BTC', values: [2, 0, 5] },
    { key: 'ETH', label: 'ETH', values: [3, 4] },
  ];

  it('piles the series in order and sums each category', () => {
    const stacked = stackSeries(series, 3);
    expect(stacked[0]).toEqual({
      total: 5,
      segments: [
        { seriesKey: 'BTC', from: 0, to: 2 },
        { seriesKey: 'ETH', from: 2, to: 5 },
      ],
    });
    // A zero leaves no empty segment behind, and a missing value counts as zero.
    expect(stacked[1]).toEqual({ total: 4, segments: [{ seriesKey: 'ETH', from: 0, to: 4 }] });
    expect(stacked[2]).toEqual({ total: 5, segments: [{ seriesKey: 'BTC', from: 0, to: 5 }] });
  });

  it('treats negative and non-finite values as zero', () => {
    const stacked = stackSeries([{ key: 'a', label: 'a', values: [-3, Number.NaN, Infinity] }], 3);
    expect(stacked.map((c) => c.total)).toEqual([0, 0, 0]);
  });
});

describe('labelStep', () => {
  it('prints every label when they fit', () => {
    expect(labelStep(7, 700, 48)).toBe(1);
  });

  it('thins labels that would overlap', () => {
    expect(labelStep(90, 900, 48)).toBe(5);
    expect(labelStep(30, 200, 48)).toBe(8);
  });

  it('copes with nothing to label or no room', () => {
    expect(labelStep(0, 500, 40)).toBe(1);
    expect(labelStep(10, 0, 40)).toBe(10);
  });
});

describe('axisLabels', () => {
  it('keeps every label when they fit', () => {
    expect(axisLabels(['BTC', 'ETH'], 400, 6.5)).toEqual({ step: 1, text: ['BTC', 'ETH'] });
  });

  it('thins out many labels', () => {
    const days = Array.from({ length: 90 }, (_, i) => `Day ${i}`);
    const axis = axisLabels(days, 600, 6.5);
    expect(axis.step).toBeGreaterThan(1);
    expect(axis.text).toEqual(days);
  });

  it('shortens a few long labels instead of dropping any', () => {
    const axis = axisLabels(['Pending payment', 'Paid', 'Completed', 'Cancelled', 'Disputed'], 400, 6.5);
    expect(axis.step).toBe(1);
    expect(axis.text).toEqual(['Pending pa…', 'Paid', 'Completed', 'Cancelled', 'Disputed']);
  });
});

describe('truncateLabel', () => {
  it('cuts with an ellipsis only when needed', () => {
    expect(truncateLabel('Completed', 9)).toBe('Completed');
    expect(truncateLabel('Completed', 5)).toBe('Comp…');
  });
});
