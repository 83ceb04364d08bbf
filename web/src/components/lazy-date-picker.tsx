import type { ComponentProps } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { AfterFirstScreen } from './after-first-screen';
import './lazy-datetime.css';

/**
 * @blueprintjs/datetime computes every time zone's offsets when it is imported (its TIMEZONE_ITEMS: about a
 * second of a mid-range phone's CPU), so no page imports it directly: stand-ins render its pickers from a chunk
 * loaded once the browser is idle after the first screen, with the interface language's date-fns locale; until
 * then a still copy of the same size shows, which is not a form control, so labels and tests find only the real
 * input. The month picker's stand-in is its own module: it needs no date formatting (lazy-datetime.tsx's do).
 */
const LazyDatePicker = lazyWithPreload(() => import('./datetime-components'), 'DatePicker');

export function DatePicker(props: ComponentProps<typeof LazyDatePicker>) {
  return (
    <AfterFirstScreen fallback={<div className="date-picker-still" aria-hidden="true" />}>
      <LazyDatePicker {...props} />
    </AfterFirstScreen>
  );
}
