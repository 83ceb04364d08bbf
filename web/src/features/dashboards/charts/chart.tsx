import type { Config, Data, Layout, LayoutAxis } from 'plotly.js';
import { lazy, useMemo } from 'react';
import { AfterFirstScreen } from '../../../components/after-first-screen';
import { useChartTheme, type ChartTheme } from './use-chart-theme';

/**
 * Plotly through react-plotly.js's factory with the partial "basic" bundle (scatter, bar, pie),
 * imported dynamically: only the dashboard chunk asks for it, so the login page and the shell never
 * download Plotly, and only once the dashboard's first screen is drawn (305 KiB and a second of a slow
 * phone's CPU: the figures and tables come first).
 */
const Plot = lazy(async () => {
  const [{ default: createPlotlyComponent }, { default: Plotly }] = await Promise.all([
    import('react-plotly.js/factory'),
    import('plotly.js-basic-dist-min'),
  ]);
  return { default: createPlotlyComponent(Plotly) };
});

const CONFIG: Partial<Config> = { displayModeBar: false, responsive: true };

type AxisPatch = Partial<LayoutAxis>;

function axis(theme: ChartTheme, patch: AxisPatch | undefined, kind: 'x' | 'y'): AxisPatch {
  const base: AxisPatch = {
    color: theme.muted,
    gridcolor: theme.grid,
    zerolinecolor: theme.grid,
    linecolor: theme.grid,
    tickfont: { color: theme.muted, size: 11 },
    fixedrange: true,
    automargin: true,
  };
  // Plotly has no RTL mode: mirror the category axis and move the value axis to the right.
  if (theme.rtl && kind === 'x') base.autorange = 'reversed';
  if (theme.rtl && kind === 'y') base.side = 'right';
  return { ...base, ...patch };
}

/** The layout every chart shares: transparent over the card, the skin's text and grid colours, the direction. */
function themedLayout(theme: ChartTheme, layout: Partial<Layout> | undefined): Partial<Layout> {
  return {
    autosize: true,
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { family: theme.font, color: theme.text, size: 12 },
    margin: { l: 8, r: 8, t: 8, b: 8 },
    showlegend: false,
    hoverlabel: { bgcolor: theme.surface, bordercolor: theme.grid, font: { color: theme.textStrong, family: theme.font } },
    ...layout,
    legend: { orientation: 'h', x: theme.rtl ? 1 : 0, xanchor: theme.rtl ? 'right' : 'left', y: -0.15, font: { color: theme.text }, ...layout?.legend },
    xaxis: axis(theme, layout?.xaxis, 'x'),
    yaxis: axis(theme, layout?.yaxis, 'y'),
  };
}

/** A themed, responsive Plotly chart of a fixed height; `label` describes it to screen readers. */
export function Chart({ data, layout, height, label, testId }: { data: Data[]; layout?: Partial<Layout>; height: number; label: string; testId?: string }) {
  const theme = useChartTheme();
  const merged = useMemo(() => themedLayout(theme, layout), [theme, layout]);
  return (
    <div className="chart" style={{ height }} role="img" aria-label={label} data-testid={testId}>
      <AfterFirstScreen fallback={<div className="chart__skeleton" aria-hidden="true" />}>
        <Plot data={data} layout={merged} config={CONFIG} useResizeHandler style={{ width: '100%', height: '100%' }} />
      </AfterFirstScreen>
    </div>
  );
}
