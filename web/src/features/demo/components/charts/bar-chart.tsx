import { niceMax } from './chart-geometry';
import type { Series } from './chart-types';
import { useChartWidth } from './use-chart-width';
import { ValueGrid } from './value-grid';

const H = 260;
const PAD = { top: 16, right: 12, bottom: 30, left: 44 };

/** Grouped vertical bars with gridlines; each bar carries a native tooltip (<title>) with its value. */
export function BarChart({ categories, series, label, format = String }: { categories: string[]; series: Series[]; label: string; format?: (n: number) => string }) {
  const { ref, width: W } = useChartWidth<HTMLDivElement>();
  const max = niceMax(Math.max(...series.flatMap((s) => s.values)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const band = plotW / categories.length;
  const barW = Math.min(22, (band * 0.6) / series.length);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;

  return (
    <div ref={ref} className="chart-box">
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <ValueGrid max={max} y={y} left={PAD.left} right={W - PAD.right} format={format} />
        {categories.map((category, ci) => {
          const groupX = PAD.left + band * ci + (band - barW * series.length - 4 * (series.length - 1)) / 2;
          return (
            <g key={category}>
              {series.map((s, si) => {
                const value = s.values[ci] ?? 0;
                return (
                  <rect
                    key={s.name}
                    className="chart__bar"
                    x={groupX + si * (barW + 4)}
                    y={y(value)}
                    width={barW}
                    height={Math.max(0, PAD.top + plotH - y(value))}
                    rx={Math.min(5, barW / 2)}
                    style={{ fill: s.color }}
                  >
                    <title>{`${s.name}, ${category}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              <text className="chart__axis" x={PAD.left + band * ci + band / 2} y={H - 8} textAnchor="middle">
                {category}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
