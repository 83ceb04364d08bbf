// The date pickers with their stylesheet, as one chunk loaded after the first screen (lazy-datetime.tsx).
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import {
  DateInput as BlueprintDateInput,
  DatePicker as BlueprintDatePicker,
  DateRangeInput as BlueprintDateRangeInput,
  type DateInputProps,
  type DatePickerProps,
  type DateRangeInputProps,
} from '@blueprintjs/datetime';
import { useDateLocale } from '../lib/date-locale';

// Every picker speaks the interface language; its date-fns locale comes with this chunk, not with the first screen.

export function DateInput(props: Omit<DateInputProps, 'locale'>) {
  return <BlueprintDateInput {...props} locale={useDateLocale()} />;
}

export function DatePicker(props: Omit<DatePickerProps, 'locale'>) {
  return <BlueprintDatePicker {...props} locale={useDateLocale()} />;
}

export function DateRangeInput(props: Omit<DateRangeInputProps, 'locale'>) {
  return <BlueprintDateRangeInput {...props} locale={useDateLocale()} />;
}
