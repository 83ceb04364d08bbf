import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRole } from '../../__generated__/graphql';
import { Can } from '../../lib/ability';

/** The roles a view may be shared with (server/access/roles.ts, GraphQL spelling). */
const ROLES = ['admin', 'client', 'administrator', 'manager', 'user', 'support', 'restricted_user'] as const satisfies readonly AccountRole[];
const NAME_MAX = 80;

export interface ViewDraft {
  name: string;
  isDefault: boolean;
  sharedWith: AccountRole[];
}

/** Names a new view of the list's current state: private by default, shared with roles for those who may `manage View`. */
export function SaveViewDialog({ isOpen, saving, onSave, onClose }: { isOpen: boolean; saving: boolean; onSave: (draft: ViewDraft) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ViewDraft>({ name: '', isDefault: false, sharedWith: [] });
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) return setError(t('views.nameRequired'));
    if (name.length > NAME_MAX) return setError(t('views.nameLong', { count: NAME_MAX }));
    onSave({ ...draft, name });
  }

  const toggleRole = (role: AccountRole, on: boolean) =>
    setDraft((d) => ({ ...d, sharedWith: on ? [...d.sharedWith, role] : d.sharedWith.filter((r) => r !== role) }));

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        setDraft({ name: '', isDefault: false, sharedWith: [] });
        setError(undefined);
      }}
      title={t('views.saveTitle')}
      icon="floppy-disk"
      className="save-view-dialog"
    >
      <form onSubmit={submit} noValidate data-testid="save-view-form">
        <DialogBody>
          <FormGroup label={t('views.name')} labelFor="save-view-name" helperText={error} intent={error ? 'danger' : 'none'}>
            <InputGroup
              id="save-view-name"
              value={draft.name}
              intent={error ? 'danger' : 'none'}
              onChange={(e) => {
                const name = e.target.value;
                setDraft((d) => ({ ...d, name }));
                setError(undefined);
              }}
              autoFocus
            />
          </FormGroup>
          <Checkbox label={t('views.makeDefault')} checked={draft.isDefault} onChange={(e) => {
              const isDefault = e.currentTarget.checked;
              setDraft((d) => ({ ...d, isDefault }));
            }} />
          <Can I="manage" a="View">
            <FormGroup label={t('views.shareWith')} helperText={draft.sharedWith.length === 0 ? t('views.private') : undefined}>
              {ROLES.map((role) => (
                <Checkbox key={role} label={t(`role.${role}`)} checked={draft.sharedWith.includes(role)} onChange={(e) => toggleRole(role, e.currentTarget.checked)} />
              ))}
            </FormGroup>
          </Can>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="outlined" text={t('action.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={saving} text={t('views.save')} data-testid="save-view-submit" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
