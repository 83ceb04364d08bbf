import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** The longest the first idle moment is waited for. */
const IDLE_TIMEOUT_MS = 2000;

/** Set once the browser has been idle after a first screen: later screens need not wait again. */
let passed = false;

/** Whether the browser has been idle once since the first screen: what may load now without delaying it. */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return;
    const done = () => {
      passed = true;
      setReady(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 0);
    return () => clearTimeout(id);
  }, [ready]);
  return ready;
}

/**
 * `fallback` until the browser has been idle once after mounting, then `children` (a lazy component) under
 * Suspense with the same fallback: a heavy library that only decorates the first screen (a chart, a date picker)
 * starts loading then, so its download and start-up do not delay the content around it on a slow phone. The
 * fallback keeps the final size meanwhile.
 */
export function AfterFirstScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterFirstScreen() ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}

/**
 * A drawer or dialog that is closed on the first screen (a lazy component): mounted, and so loaded, once the browser
 * has been idle, or at once when opened before. Mounted early, it keeps its opening and closing transitions.
 */
export function WhenIdleOrOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const idle = useAfterFirstScreen();
  return open || idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Starts a lazy module's import once the browser has been idle: what a popover shows when opened is there by then. */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  const idle = useAfterFirstScreen();
  useEffect(() => {
    if (idle) void load();
  }, [idle, load]);
}
