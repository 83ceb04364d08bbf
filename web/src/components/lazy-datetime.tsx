import { Classes } from '@blueprintjs/core';
import type { DateInputProps, DatePickerProps, DateRangeInputProps } from '@blueprintjs/datetime';
import { format, parseISO } from 'date-fns';
import { lazy } from 'react';
import { AfterFirstScreen } from './after-first-screen';
import './lazy-datetime.css';

/**
 * @blueprintjs/datetime computes every time zone's offsets when it is imported (its TIMEZONE_ITEMS: about a
 * second of a mid-range phone's CPU), so no page imports it directly: these stand-ins render its pickers
 * from a chunk loaded once the browser is idle after the first screen, showing until then a still copy of the
 * same size (the value or the placeholder), which is not a form control, so labels and tests find only the real
 * input.
 */
const load = () => import('./datetime-components');
const LazyDateInput = lazy(() => load().then((m) => ({ default: m.DateInput })));
const LazyDatePicker = lazy(() => load().then((m) => ({ default: m.DatePicker })));
const LazyDateRangeInput = lazy(() => load().then((m) => ({ default: m.DateRangeInput })));

function shownValue(value: string | null | undefined, props: Pick<DateInputProps, 'dateFnsFormat' | 'locale'>): string | null {
  if (!value) return null;
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return null;
  return props.dateFnsFormat && typeof props.locale === 'object' ? format(date, props.dateFnsFormat, { locale: props.locale }) : value;
}

function InputStill({ text, placeholder, fill }: { text: string | null; placeholder?: string; fill?: boolean }) {
  return (
    <div className={`${Classes.INPUT_GROUP} ${fill ? Classes.FILL : ''} date-still`} aria-hidden="true">
      <div className={`${Classes.INPUT} date-still__text${text ? '' : ' date-still__text--placeholder'}`}>{text ?? placeholder ?? '\u00a0'}</div>
    </div>
  );
}

export function DateInput(props: DateInputProps) {
  const still = <InputStill text={shownValue(props.value, props)} placeholder={props.placeholder} fill={props.fill} />;
  return (
    <AfterFirstScreen fallback={still}>
      <LazyDateInput {...props} />
    </AfterFirstScreen>
  );
}

export function DateRangeInput(props: DateRangeInputProps) {
  const [start, end] = props.value ?? [null, null];
  const text = (date: Date | null) => (date && props.dateFnsFormat && typeof props.locale === 'object' ? format(date, props.dateFnsFormat, { locale: props.locale }) : null);
  const still = (
    <div className={`${Classes.CONTROL_GROUP} ${props.fill ? Classes.FILL : ''}`} aria-hidden="true">
      <InputStill text={text(start)} fill={props.fill} />
      <InputStill text={text(end)} fill={props.fill} />
    </div>
  );
  return (
    <AfterFirstScreen fallback={still}>
      <LazyDateRangeInput {...props} />
    </AfterFirstScreen>
  );
}

export function DatePicker(props: DatePickerProps) {
  return (
    <AfterFirstScreen fallback={<div className="date-picker-still" aria-hidden="true" />}>
      <LazyDatePicker {...props} />
    </AfterFirstScreen>
  );
}
