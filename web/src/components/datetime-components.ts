// The date pickers with their stylesheet, as one chunk loaded after the first screen (lazy-datetime.tsx).
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

export { DateInput, DatePicker, DateRangeInput } from '@blueprintjs/datetime';
