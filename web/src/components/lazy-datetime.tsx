import { Classes } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import type { ComponentProps } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { AfterFirstScreen } from './after-first-screen';
import type { DateInput as DateInputComponent, DateRangeInput as DateRangeInputComponent } from './datetime-components';
import './lazy-datetime.css';

type DateInputProps = ComponentProps<typeof DateInputComponent>;
type DateRangeInputProps = ComponentProps<typeof DateRangeInputComponent>;

/**
 * The date inputs' stand-ins (the reason is in lazy-date-picker.tsx): until the pickers' chunk is there, a still
 * copy of the same size shows the value or the placeholder. The stills format without the interface language's
 * locale, which comes with the pickers: the formats in use are numeric (`dd.MM.yyyy HH:mm`), the same in every
 * language. (Each file names the pickers' chunk itself: a loader both import would be a chunk of its own, one more
 * script before the calendar's first screen.)
 */
const loadDatetime = () => import('./datetime-components');
const LazyDateInput = lazyWithPreload(loadDatetime, 'DateInput');
const LazyDateRangeInput = lazyWithPreload(loadDatetime, 'DateRangeInput');

function shownValue(value: string | null | undefined, dateFnsFormat: string | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFnsFormat ? format(date, dateFnsFormat) : value;
}

function InputStill({ text, placeholder, fill }: { text: string | null; placeholder?: string; fill?: boolean }) {
  return (
    <div className={`${Classes.INPUT_GROUP} ${fill ? Classes.FILL : ''} date-still`} aria-hidden="true">
      <div className={`${Classes.INPUT} date-still__text${text ? '' : ' date-still__text--placeholder'}`}>{text ?? placeholder ?? '\u00a0'}</div>
    </div>
  );
}

export function DateInput(props: DateInputProps) {
  const still = <InputStill text={shownValue(props.value, props.dateFnsFormat)} placeholder={props.placeholder} fill={props.fill} />;
  return (
    <AfterFirstScreen fallback={still}>
      <LazyDateInput {...props} />
    </AfterFirstScreen>
  );
}

export function DateRangeInput(props: DateRangeInputProps) {
  const [start, end] = props.value ?? [null, null];
  const text = (date: Date | null) => (date && props.dateFnsFormat ? format(date, props.dateFnsFormat) : null);
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
