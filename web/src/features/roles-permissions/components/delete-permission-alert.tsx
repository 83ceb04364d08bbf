import { Alert } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { PermissionFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { DeletePermissionMutation } from '../api/delete-permission-mutation';
import { removePermissionFromCache } from '../api/permissions-cache';

/** Confirms, then deletes optimistically: the row leaves at once and comes back if the server refuses. */
export function DeletePermissionAlert({ permission, onClose }: { permission: PermissionFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation('roles-permissions');
  const [deletePermission] = useMutation(DeletePermissionMutation);

  function confirm() {
    if (!permission) return;
    const target = permission;
    // __typename lets the optimistic answer normalize onto the cached Permission.
    const removed = { __typename: 'Permission' as const, id: target.id };
    onClose();
    deletePermission({
      variables: { id: target.id },
      optimisticResponse: { deletePermission: removed },
      update(cache) {
        removePermissionFromCache(cache, target);
      },
    })
      .then(() => toast.success(t('toast.deleted', { name: target.name })))
      .catch((error: unknown) => toast.error(t('toast.failed', { message: error instanceof Error ? error.message : String(error) })));
  }

  return (
    <Alert
      isOpen={permission !== null}
      icon="trash"
      intent="danger"
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('common:action.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      canEscapeKeyCancel
      canOutsideClickCancel
    >
      <h3 className="rp-alert-title">{t('delete.title')}</h3>
      <p>{t('delete.text', { name: permission?.name ?? '' })}</p>
    </Alert>
  );
}
