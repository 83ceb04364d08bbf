export interface Point {
  x: number;
  y: number;
}

/** A "nice" upper bound for an axis (1, 2, 2.5, 5 × 10^n) so gridlines land on round numbers. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** Evenly spaced gridline values from 0 to max. */
export function ticks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max / count) * i);
}

/** A smooth path through the points (Catmull-Rom converted to cubic Béziers), so lines do not look jagged. */
export function smoothPath(points: Point[]): string {
  if (points.length === 0) return '';
  const [first] = points;
  if (!first) return '';
  let d = `M${first.x},${first.y}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${c1.x},${c1.y} ${c2.x},${c2.y} ${p2.x},${p2.y}`;
  }
  return d;
}

/** An SVG arc segment of a ring between two angles (radians, 0 = 12 o'clock, clockwise). */
export function ringSegment(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const polar = (r: number, a: number): Point => ({ x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) });
  const large = end - start > Math.PI ? 1 : 0;
  const o1 = polar(outer, start);
  const o2 = polar(outer, end);
  const i1 = polar(inner, end);
  const i2 = polar(inner, start);
  return [`M${o1.x},${o1.y}`, `A${outer},${outer} 0 ${large} 1 ${o2.x},${o2.y}`, `L${i1.x},${i1.y}`, `A${inner},${inner} 0 ${large} 0 ${i2.x},${i2.y}`, 'Z'].join(' ');
}
