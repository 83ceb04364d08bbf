import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionFieldsFragment } from '../../../__generated__/graphql';
import { ChangeHistory } from '../../../components/audit/change-history';
import { RemoteChangeNotice } from '../../../components/remote-change-notice';
import { VersionConflictNotice } from '../../../components/version-conflict-notice';
import { useRemoteChange } from '../../../lib/live/remote-changes';
import { toast } from '../../../lib/toaster';
import { changedFields, versionConflictOf } from '../../../lib/version-conflict';
import { AddPermissionMutation } from '../api/add-permission-mutation';
import { PermissionFields } from '../api/permission-fields';
import { PermissionQuery } from '../api/permission-query';
import { addPermissionToCache } from '../api/permissions-cache';
import { UpdatePermissionMutation } from '../api/update-permission-mutation';

const MAX_NAME = 100;

/**
 * Add (no `permission`) or rename one. A new permission is placed first and assigned to the
 * administrator by the server (spec section 4); the dialog says so. A rename is optimistic: the
 * normalized Permission changes everywhere at once and rolls back if the server refuses. A rename sends the
 * version the dialog opened with: when someone renamed it meanwhile, the server refuses (CONFLICT) and the
 * dialog says who and what changed instead of overwriting their name.
 */
export function PermissionDialog({ isOpen, permission, onClose }: { isOpen: boolean; permission: PermissionFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation('roles-permissions');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addPermission, adding] = useMutation(AddPermissionMutation);
  const [updatePermission, updating] = useMutation(UpdatePermissionMutation);
  const client = useApolloClient();
  // The permission as the dialog opened it: the version a rename sends, the values a conflict is compared with.
  const [base, setBase] = useState(permission);
  const [conflict, setConflict] = useState<{ updatedBy: string | null; fields: string[] } | null>(null);
  const editing = permission !== null;
  // Renamed or deleted elsewhere while this dialog is open: said, not silently overwritten.
  const remote = useRemoteChange('Permission', isOpen ? (permission?.id ?? null) : null, PermissionFields);

  function takeTheirs() {
    remote.takeTheirs((latest) => setName(latest.name));
    setError(null);
  }

  function reset() {
    setName(permission?.name ?? '');
    setBase(permission);
    setError(null);
    setConflict(null);
  }

  /** After a stale rename: the current permission (into the cache too), who renamed it and what changed. */
  async function showConflict(opened: PermissionFieldsFragment, updatedBy: string | null) {
    const { data } = await client.query({ query: PermissionQuery, variables: { id: opened.id }, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
    const current = data?.permission;
    const changed = current ? changedFields({ name: opened.name }, { name: current.name }) : [];
    setConflict({ updatedBy, fields: changed.map(() => t('dialog.name')) });
    if (current) setBase(current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(t('dialog.required'));
    if (value.length > MAX_NAME) return setError(t('dialog.tooLong', { max: MAX_NAME }));
    if (editing && value === permission.name) return onClose();
    try {
      if (editing) {
        // __typename lets the optimistic answer normalize onto the cached Permission.
        const opened = base ?? permission;
        const renamed = { ...opened, __typename: 'Permission' as const, name: value, version: opened.version + 1 };
        await updatePermission({ variables: { id: opened.id, name: value, version: opened.version }, optimisticResponse: { updatePermission: renamed } });
        toast.success(t('toast.updated', { name: value }));
      } else {
        await addPermission({
          variables: { name: value },
          update(cache, { data }) {
            if (data) addPermissionToCache(cache, data.addPermission);
          },
        });
        toast.success(t('toast.added', { name: value }));
      }
      onClose();
    } catch (failure) {
      const stale = versionConflictOf(failure);
      const first = CombinedGraphQLErrors.is(failure) ? failure.errors[0] : undefined;
      if (stale && permission) await showConflict(base ?? permission, stale.updatedBy);
      else if (first?.extensions?.code === 'CONFLICT') setError(t('dialog.taken'));
      else toast.error(t('toast.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} onOpening={reset} title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')} icon={editing ? 'edit' : 'add'} className="permission-dialog">
      <form onSubmit={submit} noValidate data-testid="permission-form">
        <DialogBody>
          <p className="text-muted permission-dialog__lead">{t(editing ? 'dialog.editLead' : 'dialog.addLead')}</p>
          {remote.change ? <RemoteChangeNotice change={remote.change} onReload={takeTheirs} onDismiss={remote.dismiss} /> : null}
          {conflict ? (
            <VersionConflictNotice
              updatedBy={conflict.updatedBy}
              fields={conflict.fields}
              onReload={() => {
                setName(base?.name ?? name);
                setConflict(null);
              }}
              onDismiss={() => setConflict(null)}
            />
          ) : null}
          {editing ? (
            <Callout intent="warning" icon="warning-sign" className="permission-dialog__warning">
              {t('dialog.editWarning')}
            </Callout>
          ) : null}
          <FormGroup label={t('dialog.name')} labelFor="permission-name" helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
            <InputGroup
              id="permission-name"
              autoFocus
              value={name}
              maxLength={MAX_NAME + 20}
              placeholder={t('dialog.placeholder')}
              intent={error ? 'danger' : 'none'}
              aria-invalid={Boolean(error)}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
          </FormGroup>
          {permission ? <ChangeHistory subject="Permission" recordId={permission.id} level={3} /> : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={adding.loading || updating.loading} text={t(editing ? 'dialog.save' : 'dialog.add')} data-testid="permission-submit" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
