import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';

const ROLES = ['owner', 'editor', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite people to a project by email and set each member's role. */
export function ShareProjectDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [members, setMembers] = useState<{ name: string; email: string; avatar: string | null; role: Role }[]>([
    { name: 'Анна Смирнова', email: 'admin@demo.com', avatar: '/images/avatars/1.svg', role: 'owner' },
    { name: 'Игорь Петров', email: 'i.petrov@example.ru', avatar: '/images/avatars/4.svg', role: 'editor' },
    { name: 'Мария Козлова', email: 'm.kozlova@example.ru', avatar: '/images/avatars/7.svg', role: 'viewer' },
  ]);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function invite(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email)) return setError(t('modals.errors.email'));
    if (members.some((m) => m.email === email)) return setError(t('modals.errors.duplicate'));
    setError(null);
    setMembers((list) => [...list, { name: email.split('@')[0] ?? email, email, avatar: null, role: 'viewer' }]);
    setEmail('');
    toast.success(t('modals.share.invited', { email }));
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('modals.share.title')} icon="share" className="example-dialog">
      <DialogBody>
        <form onSubmit={invite} noValidate className="inline-form">
          <FormGroup label={t('modals.share.email')} labelFor="share-email" helperText={error ?? undefined} intent={error ? 'danger' : 'none'} className="inline-form__grow">
            <InputGroup id="share-email" type="email" value={email} onValueChange={setEmail} placeholder="name@company.ru" intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <Button type="submit" intent="primary" text={t('modals.share.invite')} />
        </form>
        <h4 className="section-title">{t('modals.share.members', { count: members.length })}</h4>
        <ul className="people-list">
          {members.map((m) => (
            <li key={m.email}>
              <Avatar src={m.avatar} name={m.name} size={34} />
              <div>
                <strong>{m.name}</strong>
                <span className="text-muted">{m.email}</span>
              </div>
              <HTMLSelect
                minimal
                aria-label={t('modals.share.role', { name: m.name })}
                value={m.role}
                disabled={m.role === 'owner'}
                onChange={(e) => setMembers((list) => list.map((x) => (x.email === m.email ? { ...x, role: ROLES.find((r) => r === e.currentTarget.value) ?? x.role } : x)))}
                options={ROLES.map((r) => ({ value: r, label: t(`modals.share.roles.${r}`) }))}
              />
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('modals.done')} onClick={onClose} />} />
    </Dialog>
  );
}
