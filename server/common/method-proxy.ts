/** Any method, as a proxy sees it. */
export type Method = (...args: never[]) => unknown;

export function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

/**
 * The same object seen through a proxy that hands out each method bound to the object, or what `replace`
 * makes of it: decided once per method, on its first use. Properties that are not methods pass through, so
 * the object and what it holds stay the ones behind the proxy. Calls the object makes to itself are not seen.
 */
export function withMethods<T extends object>(target: T, replace: (property: PropertyKey, bound: Method) => Method): T {
  const methods = new Map<PropertyKey, Method>();
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      let method = methods.get(property);
      if (!method) {
        method = replace(property, (value as Method).bind(object));
        methods.set(property, method);
      }
      return method;
    },
  });
}
