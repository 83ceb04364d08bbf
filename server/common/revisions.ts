import { whenSettled, withMethods, type Method } from './method-proxy.js';

/**
 * Whether anything changed since an answer was computed (answers kept between requests). Every
 * repository method is classified as a read or a write; each settled write, successful or not, moves its
 * domain's revision and the global one. An answer remembered with the revision seen before it was computed
 * is still current while that revision has not moved, so a write that lands while a read is under way
 * invalidates what the read computes.
 */
export type MethodKind = 'read' | 'write';

/** Every method of a repository interface, classified: a method added later fails to compile until it is. */
export type MethodKinds<T> = {
  readonly [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]-?: MethodKind;
};

export class Revisions {
  private readonly domains = new Map<string, number>();
  private current = 0;

  /** Moves with every write of every domain. */
  get global(): number {
    return this.current;
  }

  of(domain: string): number {
    return this.domains.get(domain) ?? 0;
  }

  changed(domain: string): void {
    this.current += 1;
    this.domains.set(domain, this.of(domain) + 1);
  }
}

/**
 * The same repository, its writes reporting to `revisions` once they settle (a write that throws may have
 * changed part of the state, so it counts too). Reads pass through untouched.
 */
export function revisioned<T extends object>(domain: string, target: T, kinds: MethodKinds<T>, revisions: Revisions): T {
  const settled = () => revisions.changed(domain);
  const wrap = (write: Method): Method => (...args) => whenSettled(() => write(...args), settled);
  const kindOf = kinds as Record<PropertyKey, MethodKind | undefined>;
  return withMethods(target, (property, bound) => (kindOf[property] === 'read' ? bound : wrap(bound)));
}
