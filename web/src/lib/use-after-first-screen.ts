import { useEffect, useState } from 'react';

/** Set once the browser has been idle after a first screen: later screens need not wait again. */
let passed = false;

/**
 * False until the browser has been idle once after mounting (at most `timeout` ms): a heavy library that only
 * decorates the first screen (a chart, a date picker) starts loading then, so its download and start-up do not
 * delay the content around it on a slow phone. Its placeholder keeps the final size meanwhile.
 */
export function useAfterFirstScreen(timeout = 2000): boolean {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return;
    const done = () => {
      passed = true;
      setReady(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 0);
    return () => clearTimeout(id);
  }, [ready, timeout]);
  return ready;
}
