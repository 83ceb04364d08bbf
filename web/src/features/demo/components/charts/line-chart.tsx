import { niceMax, smoothPath } from './chart-geometry';
import type { Series } from './chart-types';
import { useChartWidth } from './use-chart-width';
import { ValueGrid } from './value-grid';

const H = 260;
const PAD = { top: 16, right: 16, bottom: 30, left: 44 };

/** Smooth lines (or gradient-filled areas) over shared categories, with gridlines and end-point markers. */
export function LineChart({ categories, series, label, area = false, format = String }: { categories: string[]; series: Series[]; label: string; area?: boolean; format?: (n: number) => string }) {
  const { ref, width: W } = useChartWidth<HTMLDivElement>();
  const max = niceMax(Math.max(...series.flatMap((s) => s.values)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (categories.length > 1 ? (plotW / (categories.length - 1)) * i : plotW / 2);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const baseline = PAD.top + plotH;
  const gradientId = (i: number) => `area-${label.replace(/\W+/g, '')}-${i}`;

  return (
    <div ref={ref} className="chart-box">
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <defs>
          {series.map((s, i) => (
            <linearGradient key={s.name} id={gradientId(i)} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" style={{ stopColor: s.color, stopOpacity: 0.32 }} />
              <stop offset="1" style={{ stopColor: s.color, stopOpacity: 0 }} />
            </linearGradient>
          ))}
        </defs>
        <ValueGrid max={max} y={y} left={PAD.left} right={W - PAD.right} format={format} />
        {categories.map((category, i) => (
          <text key={category} className="chart__axis" x={x(i)} y={H - 8} textAnchor="middle">
            {category}
          </text>
        ))}
        {series.map((s, si) => {
          const points = s.values.map((v, i) => ({ x: x(i), y: y(v) }));
          const line = smoothPath(points);
          const last = points[points.length - 1];
          const first = points[0];
          return (
            <g key={s.name} className="chart__series">
              {area && first && last ? <path d={`${line} L${last.x},${baseline} L${first.x},${baseline} Z`} fill={`url(#${gradientId(si)})`} /> : null}
              <path className="chart__line" d={line} style={{ stroke: s.color }} />
              {points.map((p, i) => (
                <circle key={i} className="chart__dot" cx={p.x} cy={p.y} r={4} style={{ stroke: s.color }}>
                  <title>{`${s.name}, ${categories[i] ?? ''}: ${format(s.values[i] ?? 0)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
