import { Alert } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { DeleteUserMutation } from '../api/delete-user-mutation';
import { removeUserFromCache } from '../api/users-cache';

/**
 * Confirms, then deletes optimistically: the row leaves at once (the update runs in Apollo's
 * optimistic layer) and comes back by itself if the server refuses.
 */
export function DeleteUserAlert({ user, onClose, onDeleted }: { user: UserFieldsFragment | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation('users');
  const [deleteUser] = useMutation(DeleteUserMutation);

  function confirm() {
    if (!user) return;
    const target = user;
    // __typename lets the optimistic answer normalize onto the cached User.
    const removed = { __typename: 'User' as const, id: target.id };
    onClose();
    deleteUser({
      variables: { id: target.id },
      optimisticResponse: { deleteUser: removed },
      update(cache) {
        removeUserFromCache(cache, target, target.id);
      },
    })
      .then(() => {
        toast.success(t('toast.deleted', { name: target.fullName }));
        onDeleted?.();
      })
      .catch((error: unknown) => toast.error(t('toast.deleteFailed', { message: error instanceof Error ? error.message : String(error) })));
  }

  return (
    <Alert
      isOpen={user !== null}
      icon="trash"
      intent="danger"
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('common:action.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      canEscapeKeyCancel
      canOutsideClickCancel
    >
      <h3 className="users-alert-title">{t('delete.title')}</h3>
      <p>{t('delete.text', { name: user?.fullName ?? '' })}</p>
    </Alert>
  );
}
