import { Alert } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offerUndo } from '../lib/audit/undo';
import { toast } from '../lib/toaster';
import './confirm-delete-alert.css';

interface Props<T> {
  /** What is about to be deleted: the alert is open while it is not null. */
  item: T | null;
  onClose: () => void;
  /** Runs the delete mutation (its result names the audit events to undo); a rejection is shown as `failed`. */
  onDelete: (item: T) => Promise<unknown>;
  /** After a successful delete (e.g. leave the page of the deleted item). */
  onDeleted?: (item: T) => void;
  title?: string;
  message: (item: T) => ReactNode;
  /** The confirm button's text (default: common "Delete"). */
  confirmText?: string;
  toasts: { done: (item: T) => string; failed: (message: string) => string };
  /**
   * true (default): the alert closes at once and the optimistic cache update removes the row; false: the
   * alert stays with a spinner until the server answers (no optimistic answer to show).
   */
  optimistic?: boolean;
  className?: string;
  messageTestId?: string;
}

/**
 * The one delete confirmation: asks, runs the delete, and says how it went, offering to undo it for ten
 * seconds (the delete is already on the server: "Отменить" restores it there, lib/audit/undo.ts).
 */
export function ConfirmDeleteAlert<T>({ item, onClose, onDelete, onDeleted, title, message, confirmText, toasts, optimistic = true, className, messageTestId }: Props<T>) {
  const { t } = useTranslation('common');
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  async function confirm(target: T) {
    if (optimistic) onClose();
    else setBusy(true);
    try {
      offerUndo(client, await onDelete(target), toasts.done(target), t);
      onDeleted?.(target);
    } catch (error) {
      toast.error(toasts.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      if (!optimistic) {
        setBusy(false);
        onClose();
      }
    }
  }

  return (
    <Alert
      isOpen={item !== null}
      icon="trash"
      intent="danger"
      confirmButtonText={confirmText ?? t('action.delete')}
      cancelButtonText={t('action.cancel')}
      loading={busy}
      onConfirm={() => item !== null && void confirm(item)}
      onCancel={onClose}
      canEscapeKeyCancel={!busy}
      canOutsideClickCancel={!busy}
      className={className}
    >
      {title ? <h3 className="alert-title">{title}</h3> : null}
      <p data-testid={messageTestId}>{item !== null ? message(item) : null}</p>
    </Alert>
  );
}
