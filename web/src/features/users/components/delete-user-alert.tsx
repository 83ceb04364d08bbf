import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../__generated__/graphql';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';
import { DeleteUserMutation } from '../api/delete-user-mutation';
import { removeUserFromCache } from '../api/users-cache';

/**
 * Confirms, then deletes optimistically: the row leaves at once (the update runs in Apollo's
 * optimistic layer) and comes back by itself if the server refuses.
 */
export function DeleteUserAlert({ user, onClose, onDeleted }: { user: UserFieldsFragment | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation('users');
  const [deleteUser] = useMutation(DeleteUserMutation);
  return (
    <ConfirmDeleteAlert
      item={user}
      onClose={onClose}
      onDelete={(target) => {
        // __typename lets the optimistic answer normalize onto the cached User.
        const removed = { __typename: 'User' as const, id: target.id };
        return deleteUser({
          variables: { id: target.id },
          optimisticResponse: { deleteUser: removed },
          update: (cache) => removeUserFromCache(cache, target, target.id),
        });
      }}
      onDeleted={onDeleted}
      title={t('delete.title')}
      message={(target) => t('delete.text', { name: target.fullName })}
      confirmText={t('delete.confirm')}
      toasts={{ done: (target) => t('toast.deleted', { name: target.fullName }), failed: (message) => t('toast.deleteFailed', { message }) }}
    />
  );
}
