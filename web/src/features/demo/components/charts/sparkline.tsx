import { smoothPath } from './chart-geometry';

const W = 120;
const H = 48;

/** A tiny trend line (optionally filled) for KPI tiles; decorative, the tile states the figure in text. */
export function Sparkline({ values, color, area = true }: { values: number[]; color: string; area?: boolean }) {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const points = values.map((v, i) => ({
    x: (W / Math.max(1, values.length - 1)) * i,
    y: 4 + (H - 8) * (1 - (v - min) / span),
  }));
  const line = smoothPath(points);
  return (
    <svg className="sparkline" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
      {area ? <path d={`${line} L${W},${H} L0,${H} Z`} style={{ fill: color, opacity: 0.14 }} /> : null}
      <path d={line} className="sparkline__line" style={{ stroke: color }} />
    </svg>
  );
}
