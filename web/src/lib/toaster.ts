import type { Toaster, ToastProps } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

/**
 * The toast area, created with the first message. Its code (Blueprint's overlay, portal and
 * transitions) is a chunk of its own, so pages that never toast, the login page first, never load it.
 */
function getToaster(): Promise<Toaster> {
  toaster ??= import('./toast-area').then(({ createToastArea }) => createToastArea());
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
