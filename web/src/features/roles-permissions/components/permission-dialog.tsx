import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionFieldsFragment, PermissionRole } from '../../../__generated__/graphql';
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
import { sortedGrants, type GrantValue } from './grant-meta';
import { GrantsChecklist } from './grants-checklist';
import { ROLES } from './role-meta';
import { RoleTag } from './role-tag';

const MAX_NAME = 100;

interface Draft {
  name: string;
  assignedTo: PermissionRole[];
  grants: GrantValue[];
}

const draftOf = (permission: PermissionFieldsFragment | null): Draft => ({
  name: permission?.name ?? '',
  // Spec section 4: a new permission starts with the administrator alone.
  assignedTo: permission ? [...permission.assignedTo] : ['administrator'],
  grants: permission ? sortedGrants(permission.grants.map(({ action, subject }) => ({ action, subject }))) : [],
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Add a permission, or change one: its name, the roles it is assigned to and what it grants. An edit
 * is optimistic: the normalized Permission changes everywhere at once and rolls back if the server refuses; only
 * the fields changed are sent, with the version the dialog opened with, so a permission someone changed meanwhile
 * is refused (CONFLICT) and the dialog says who and what changed instead of overwriting their change. The accounts
 * of the roles whose abilities change see it on their open pages at once.
 */
export function PermissionDialog({ isOpen, permission, onClose }: { isOpen: boolean; permission: PermissionFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation('roles-permissions');
  const [draft, setDraft] = useState<Draft>(draftOf(permission));
  const [error, setError] = useState<string | null>(null);
  const [addPermission, adding] = useMutation(AddPermissionMutation);
  const [updatePermission, updating] = useMutation(UpdatePermissionMutation);
  const client = useApolloClient();
  // The permission as the dialog opened it: the version an update sends, the values a conflict is compared with.
  const [base, setBase] = useState(permission);
  const [conflict, setConflict] = useState<{ updatedBy: string | null; fields: string[] } | null>(null);
  const editing = permission !== null;
  // Changed or deleted elsewhere while this dialog is open: said, not silently overwritten.
  const remote = useRemoteChange('Permission', isOpen ? (permission?.id ?? null) : null, PermissionFields);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function takeTheirs() {
    remote.takeTheirs((latest) => setDraft(draftOf(latest)));
    setError(null);
  }

  function reset() {
    setDraft(draftOf(permission));
    setBase(permission);
    setError(null);
    setConflict(null);
  }

  /** After a stale update: the current permission (into the cache too), who changed it and what changed. */
  async function showConflict(opened: PermissionFieldsFragment, updatedBy: string | null) {
    const { data } = await client.query({ query: PermissionQuery, variables: { id: opened.id }, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
    const current = data?.permission;
    const changed = current ? changedFields(draftOf(opened), draftOf(current)) : [];
    const labels: Record<keyof Draft, string> = { name: t('dialog.name'), assignedTo: t('dialog.roles'), grants: t('dialog.grants') };
    setConflict({ updatedBy, fields: changed.map((field) => labels[field]) });
    if (current) setBase(current);
  }

  function toggleRole(role: PermissionRole, on: boolean) {
    set('assignedTo', ROLES.filter((r) => (r === role ? on : draft.assignedTo.includes(r))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) return setError(t('dialog.required'));
    if (name.length > MAX_NAME) return setError(t('dialog.tooLong', { max: MAX_NAME }));
    try {
      if (editing) {
        const opened = base ?? permission;
        const before = draftOf(opened);
        const changes = {
          name: name !== opened.name ? name : undefined,
          assignedTo: sameJson(draft.assignedTo, before.assignedTo) ? undefined : draft.assignedTo,
          grants: sameJson(draft.grants, before.grants) ? undefined : draft.grants,
        };
        if (changes.name === undefined && changes.assignedTo === undefined && changes.grants === undefined) return onClose();
        // __typename lets the optimistic answer normalize onto the cached Permission.
        const next = {
          ...opened,
          __typename: 'Permission' as const,
          name,
          assignedTo: draft.assignedTo,
          grants: draft.grants.map((g) => ({ ...g, __typename: 'Grant' as const })),
          version: opened.version + 1,
        };
        await updatePermission({ variables: { id: opened.id, ...changes, version: opened.version }, optimisticResponse: { updatePermission: next } });
        toast.success(t('toast.updated', { name }));
      } else {
        await addPermission({
          variables: { name, assignedTo: draft.assignedTo, grants: draft.grants },
          update(cache, { data }) {
            if (data) addPermissionToCache(cache, data.addPermission);
          },
        });
        toast.success(t('toast.added', { name }));
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
                if (base) setDraft(draftOf(base));
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
              value={draft.name}
              maxLength={MAX_NAME + 20}
              placeholder={t('dialog.placeholder')}
              intent={error ? 'danger' : 'none'}
              aria-invalid={Boolean(error)}
              onChange={(e) => {
                set('name', e.target.value);
                setError(null);
              }}
            />
          </FormGroup>
          <fieldset className="permission-dialog__roles">
            <legend>{t('dialog.roles')}</legend>
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                inline
                checked={draft.assignedTo.includes(role)}
                onChange={(e) => toggleRole(role, e.currentTarget.checked)}
                labelElement={<RoleTag role={role} />}
                data-role={role}
              />
            ))}
          </fieldset>
          <fieldset className="permission-dialog__grants">
            <legend>{t('dialog.grants')}</legend>
            <p className="text-muted permission-dialog__hint">{t('dialog.grantsHint')}</p>
            <GrantsChecklist value={draft.grants} onChange={(grants) => set('grants', grants)} />
          </fieldset>
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
