/** Any method, as a proxy sees it. */
export type Method = (...args: never[]) => unknown;

export function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

/**
 * Calls `fn`, then `done` once what it returned has settled: at once for a value or a throw (which goes on),
 * at its end for a promise (still a promise of the same outcome). A sync call stays sync.
 */
export function whenSettled<T>(fn: () => T, done: () => void): T {
  let result: T;
  try {
    result = fn();
  } catch (error) {
    done();
    throw error;
  }
  if (!isPromise(result)) {
    done();
    return result;
  }
  return result.finally(done) as T;
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
