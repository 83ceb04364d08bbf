import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { PermissionFieldsFragment } from '../../../__generated__/graphql';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';
import { DeletePermissionMutation } from '../api/delete-permission-mutation';
import { removePermissionFromCache } from '../api/permissions-cache';

/** Confirms, then deletes optimistically: the row leaves at once and comes back if the server refuses. */
export function DeletePermissionAlert({ permission, onClose }: { permission: PermissionFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation('roles-permissions');
  const [deletePermission] = useMutation(DeletePermissionMutation);
  return (
    <ConfirmDeleteAlert
      item={permission}
      onClose={onClose}
      onDelete={(target) => {
        // __typename lets the optimistic answer normalize onto the cached Permission.
        const removed = { __typename: 'Permission' as const, id: target.id };
        return deletePermission({
          variables: { id: target.id },
          optimisticResponse: { deletePermission: removed },
          update: (cache) => removePermissionFromCache(cache, target),
        });
      }}
      title={t('delete.title')}
      message={(target) => t('delete.text', { name: target.name })}
      confirmText={t('delete.confirm')}
      toasts={{ done: (target) => t('toast.deleted', { name: target.name }), failed: (message) => t('toast.failed', { message }) }}
    />
  );
}
