import { useSyncExternalStore } from 'react';

/**
 * The navbar cart badge. It starts from userData.extras.eCommerceCartItemsCount; the ecommerce
 * feature calls `setCartCount` after cart changes so the badge follows without a reload.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export function setCartCount(next: number): void {
  count = next;
  for (const listener of listeners) listener();
}

export function useCartCount(initial: number): number {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
  );
  return value ?? initial;
}
