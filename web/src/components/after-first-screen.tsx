import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/** The longest the first idle moment is waited for. */
const IDLE_TIMEOUT_MS = 2000;

/** Set once the browser has been idle after a first screen: later screens need not wait again. */
let passed = false;

/** Whether the browser has been idle once since the first screen: what may load now without delaying it. */
export function useAfterFirstScreen(): boolean {
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
 * Parts of the shell that reading the page does not need (the navbar's badges and menus): drawn once the browser has
 * been idle after the first screen, in a render of their own that yields to input, so that the page's content is
 * drawn without waiting for them on a slow phone.
 */
export function AfterFirstScreenOnly({ children }: { children: ReactNode }) {
  return useDeferredValue(useAfterFirstScreen()) ? <>{children}</> : null;
}

/**
 * A drawer or dialog of a page that is closed on its first screen (a lazy component): mounted, and so loaded, once
 * the browser has been idle after the page's content, or at once when opened before. Render it with the content, not
 * before: idle moments while the content's data is on its way would load it then. Mounted early, it keeps its
 * opening transition.
 */
export function WhenIdleOrOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const idle = useAfterFirstScreen();
  return open || idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A drawer or dialog of the shell (a lazy component), which is there before every page's content: mounted, and so
 * loaded, the first time it opens, then kept for its closing transition. `preloadOnIntent` on its trigger starts the
 * load when a pointer reaches it or it takes focus.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Props for a trigger: its lazy module starts loading when a pointer reaches it or it takes focus. */
export function preloadOnIntent(load: () => Promise<unknown>): { onPointerEnter: () => void; onFocus: () => void } {
  const start = () => void load();
  return { onPointerEnter: start, onFocus: start };
}
