import type { Data } from 'plotly.js';
import type { ChartTheme } from './use-chart-theme';

/**
 * The basic Plotly bundle has no gauge, so radial charts are donuts: a coloured arc, the track, and
 * (for a gauge) a transparent gap at the bottom. `sweep` is the arc in degrees (360 = full ring).
 */
export function radialArc(theme: ChartTheme, percent: number, color: string, options: { sweep?: number; hole?: number; domain?: number } = {}): Data {
  const sweep = options.sweep ?? 360;
  const shown = Math.max(0, Math.min(100, percent));
  const scale = sweep / 360;
  const values = [shown * scale, (100 - shown) * scale, 100 * (1 - scale)];
  const inset = options.domain ?? 0;
  return {
    type: 'pie',
    values,
    hole: options.hole ?? 0.78,
    sort: false,
    direction: theme.rtl ? 'counterclockwise' : 'clockwise',
    // Start the arc so the gap is centred at the bottom (mirrored for RTL); a full ring starts at 12 o'clock.
    rotation: sweep === 360 ? 0 : theme.rtl ? 180 - (360 - sweep) / 2 : 180 + (360 - sweep) / 2,
    marker: { colors: [color, theme.track, 'rgba(0,0,0,0)'], line: { width: 0 } },
    textinfo: 'none',
    hoverinfo: 'skip',
    showlegend: false,
    domain: { x: [inset, 1 - inset], y: [inset, 1 - inset] },
  };
}
