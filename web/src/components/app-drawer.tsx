import { Drawer, type DrawerProps } from '@blueprintjs/core';

interface Props extends DrawerProps {
  /** The drawer's accessible name (its title when that is text). */
  label: string;
}

/**
 * Blueprint's Drawer, announced as a modal dialog. Blueprint's overlay already takes focus, keeps it inside, closes on
 * Escape and gives focus back; but unlike its Dialog, its Drawer has no dialog role or name (and takes no attributes
 * for its panel), so a screen reader only hears its contents. The panel gets them as it opens.
 */
export function AppDrawer({ label, onOpening, ...props }: Props) {
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
