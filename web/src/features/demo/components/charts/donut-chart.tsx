import { ringSegment } from './chart-geometry';
import type { Slice } from './chart-types';

const SIZE = 220;
const GAP = 0.025;

/** A donut with a total (or a caption) in the middle; slices are separated by a small gap. */
export function DonutChart({ slices, label, centerValue, centerLabel }: { slices: Slice[]; label: string; centerValue: string; centerLabel: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0) || 1;
  const c = SIZE / 2;
  let angle = 0;
  return (
    <svg className="chart chart--donut" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      {slices.map((slice) => {
        const sweep = (slice.value / total) * Math.PI * 2;
        const start = angle + GAP / 2;
        const end = angle + sweep - GAP / 2;
        angle += sweep;
        return (
          <path key={slice.label} className="chart__slice" d={ringSegment(c, c, c - 4, c - 30, start, Math.max(start, end))} style={{ fill: slice.color }}>
            <title>{`${slice.label}: ${Math.round((slice.value / total) * 100)}%`}</title>
          </path>
        );
      })}
      <text className="chart__center-value" x={c} y={c + 2} textAnchor="middle">
        {centerValue}
      </text>
      <text className="chart__center-label" x={c} y={c + 24} textAnchor="middle">
        {centerLabel}
      </text>
    </svg>
  );
}
