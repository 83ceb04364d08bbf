import { useSyncExternalStore } from 'react';

/** Below this the menu is a drawer and the navbar folds its secondary buttons (the CSS uses the same width). */
export const NARROW_SCREEN = '(max-width: 1199px)';
/** A phone: the mail, chat and to-do apps show one pane at a time (the CSS uses the same width). */
export const PHONE_SCREEN = '(max-width: 767px)';

/** Whether a CSS media query matches now, following it as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
