const CURRENT = Symbol('late-bound: the object behind the stand-in');

/**
 * A stand-in for an object that exists only while tests run: built in a `beforeAll` or
 * `beforeEach` hook, maybe rebuilt between tests. Property reads and method calls go to the
 * current object, so a test file can declare `const app = useApp()` or `const { page } = usePage()`
 * at the top and use it as the real thing inside tests and hooks. Outside them it throws.
 */
export function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  const target = (): T => {
    const value = current();
    if (value === undefined) throw new Error(`${what} exists only inside tests and their hooks`);
    return value;
  };
  return new Proxy({} as T, {
    get(_stand_in, key) {
      const real = target();
      if (key === CURRENT) return real;
      const value: unknown = Reflect.get(real, key, real);
      // Methods run on the real object: its private state (symbols, #fields) is not on the stand-in.
      return typeof value === 'function' ? value.bind(real) : value;
    },
    set(_stand_in, key, value) {
      return Reflect.set(target(), key, value);
    },
    has(_stand_in, key) {
      return Reflect.has(target(), key);
    },
  });
}

/** The real object behind a stand-in (or the value itself): for identity, e.g. as a WeakMap key. */
export function unwrap<T extends object>(value: T): T {
  return (value as T & { [CURRENT]?: T })[CURRENT] ?? value;
}
