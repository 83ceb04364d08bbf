import { OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

/** The one toast area of the app (spec section 1), created on first use. */
function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4, className: 'app-toaster' });
  return toaster;
}

export function showToast(props: ToastProps): void {
  void getToaster().then((t) => t.show({ timeout: 4000, ...props }));
}

export const toast = {
  success: (message: string) => showToast({ message, intent: 'success', icon: 'tick-circle' }),
  error: (message: string) => showToast({ message, intent: 'danger', icon: 'error' }),
  info: (message: string) => showToast({ message, intent: 'primary', icon: 'info-sign' }),
};

/** Called at start-up so the toast container exists before the first message. */
export function initToaster(): Promise<Toaster> {
  return getToaster();
}
