import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of a chart's box, so the SVG's user units are CSS pixels and axis text stays
 * 12px whatever the card's width (a fixed viewBox would scale the text with the card).
 */
export function useChartWidth<T extends HTMLElement>(fallback = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
