import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** The one toast area of the app (spec section 1), top right. */
export function createToastArea(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4, className: 'app-toaster' });
}
