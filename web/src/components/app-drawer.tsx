import { Drawer, type DrawerProps } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

interface Props extends DrawerProps {
  /** The drawer's accessible name (its title when that is text). */
  label: string;
}

/**
 * Blueprint's Drawer, announced as a modal dialog. Blueprint's overlay already takes focus, keeps it inside, closes on
 * Escape and gives focus back; but unlike its Dialog, its Drawer has no dialog role or name (and takes no attributes
 * for its panel), so a screen reader only hears its contents. The panel gets them as it opens.
 *
 * Focus also comes back when the drawer is unmounted while open (a page re-keys it to reset its form as it closes):
 * Blueprint's overlay then never runs its closing, which is where it would give focus back.
 */
export function AppDrawer({ label, onOpening, ...props }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  // Before Blueprint moves focus inside (its overlay does so after the panel mounts).
  useLayoutEffect(() => {
    if (props.isOpen && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [props.isOpen]);
  useEffect(
    () => () => {
      const target = opener.current;
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && target?.isConnected) target.focus();
      });
    },
    [],
  );
  return (
    <Drawer
      {...props}
      onOpening={(panel) => {
        panel.setAttribute('role', 'dialog');
        panel.setAttribute('aria-modal', 'true');
        panel.setAttribute('aria-label', label);
        onOpening?.(panel);
      }}
    />
  );
}
