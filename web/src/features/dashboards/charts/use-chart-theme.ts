import { useMemo, useSyncExternalStore } from 'react';

/** Colours and direction the charts take from the shell's CSS variables, so every skin applies. */
export interface ChartTheme {
  rtl: boolean;
  dark: boolean;
  font: string;
  text: string;
  textStrong: string;
  muted: string;
  grid: string;
  surface: string;
  primary: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  track: string;
}

// The shell toggles `skin-*` classes on <body> and `dir` on <html>: watching both keeps charts in step.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const snapshot = () => `${document.body.className}|${document.documentElement.dir}`;

function readTheme(rtl: boolean): ChartTheme {
  const style = getComputedStyle(document.body);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const dark = document.body.classList.contains('skin-dark');
  return {
    rtl,
    dark,
    font: v('--font', 'sans-serif'),
    text: v('--text', '#444050'),
    textStrong: v('--text-strong', '#2f2b3d'),
    muted: v('--text-muted', '#67646f'),
    grid: v('--border', '#e6e5e8'),
    surface: v('--surface', '#ffffff'),
    primary: v('--primary', '#5346e6'),
    success: v('--success', '#28c76f'),
    warning: v('--warning', '#ff9f43'),
    danger: v('--danger', '#ea5455'),
    info: v('--info', '#00bad1'),
    track: dark ? '#3b405b' : '#efeef2',
  };
}

export function useChartTheme(): ChartTheme {
  const key = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => readTheme(key.endsWith('|rtl')), [key]);
}

/** `#rrggbb` with an alpha, for area fills and soft bars. */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h ?? '0', 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
