/** Whether a value from outside (a URL parameter, a select's value) is one of a closed set: typed as it when it is. */
export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return value != null && (values as readonly string[]).includes(value);
}
