import { ticks } from './chart-geometry';

/** The horizontal gridlines from 0 to `max` across the plot, each with its value on the left axis. */
export function ValueGrid({ max, y, left, right, format }: { max: number; y: (value: number) => number; left: number; right: number; format: (n: number) => string }) {
  return (
    <>
      {ticks(max).map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__axis" x={left - 8} y={y(tick) + 4} textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
