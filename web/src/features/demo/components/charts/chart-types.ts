/** One named series of a cartesian chart; `color` is any CSS colour, CSS variables included. */
export interface Series {
  name: string;
  values: number[];
  color: string;
}

export interface Slice {
  label: string;
  value: number;
  color: string;
}
