/** A value read from outside (JSON on the wire, a request body) that is an object with named fields, not null or a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record's numeric id read from outside: a whole number JSON and JavaScript hold exactly. */
export function isId(value: unknown): value is number {
  return Number.isSafeInteger(value);
}
