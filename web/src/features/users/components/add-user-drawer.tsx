import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBilling, UserPlan, UserRole } from '../../../__generated__/graphql';
import { ChoiceSelect } from '../../../components/choice-select';
import { toast } from '../../../lib/toaster';
import { AddUserMutation } from '../api/add-user-mutation';
import { addUserToCache } from '../api/users-cache';
import { BILLINGS, PLANS, ROLES } from './user-meta';
import { AppDrawer } from '../../../components/app-drawer';

interface Form {
  fullName: string;
  username: string;
  email: string;
  contact: string;
  company: string;
  country: string;
  role: UserRole;
  currentPlan: UserPlan;
  billing: UserBilling;
}

type Errors = Partial<Record<keyof Form, string>>;

const EMPTY: Form = { fullName: '', username: '', email: '', contact: '', company: '', country: '', role: 'subscriber', currentPlan: 'basic', billing: 'Auto_Debit' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's duplicate messages (spec section 5) belong to a field, not to a toast. */
function conflictField(message: string): 'email' | 'username' | null {
  if (/email/i.test(message)) return 'email';
  if (/username/i.test(message)) return 'username';
  return null;
}

/** The add-user side panel: validates in the browser, then shows the server's duplicate errors on their field. */
export function AddUserDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [addUser, { loading }] = useMutation(AddUserMutation);

  function validate(values: Form): Errors {
    const next: Errors = {};
    if (!values.fullName.trim()) next.fullName = t('form.required');
    if (!values.username.trim()) next.username = t('form.required');
    else if (/\s/.test(values.username.trim())) next.username = t('form.usernameSpaces');
    if (!values.email.trim()) next.email = t('form.required');
    else if (!EMAIL.test(values.email.trim())) next.email = t('form.emailFormat');
    return next;
  }

  function set<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function close() {
    setForm(EMPTY);
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await addUser({
        variables: {
          input: {
            fullName: form.fullName.trim(),
            username: form.username.trim(),
            email: form.email.trim(),
            contact: form.contact.trim() || null,
            company: form.company.trim() || null,
            country: form.country.trim() || null,
            role: form.role,
            currentPlan: form.currentPlan,
            billing: form.billing,
          },
        },
        update(cache, { data }) {
          if (data) addUserToCache(cache, data.addUser);
        },
      });
      toast.success(t('toast.added', { name: form.fullName.trim() }));
      close();
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const field = first?.extensions?.code === 'CONFLICT' ? conflictField(first.message) : null;
      if (field) setErrors((e) => ({ ...e, [field]: t(field === 'email' ? 'form.emailTaken' : 'form.usernameTaken') }));
      else toast.error(t('toast.addFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  const field = (key: 'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country', options: { required?: boolean; type?: string; placeholder?: string } = {}) => (
    <FormGroup
      label={t(`form.${key}`)}
      labelFor={`add-user-${key}`}
      labelInfo={options.required ? <span className="required-mark" aria-hidden="true">*</span> : undefined}
      helperText={errors[key]}
      intent={errors[key] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`add-user-${key}`}
        name={key}
        type={options.type ?? 'text'}
        value={form[key]}
        placeholder={options.placeholder}
        intent={errors[key] ? 'danger' : 'none'}
        aria-invalid={Boolean(errors[key])}
        aria-required={options.required}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormGroup>
  );

  return (
    <AppDrawer isOpen={isOpen} onClose={close} label={t('form.title')} title={t('form.title')} icon="new-person" size="min(420px, 100%)" className="add-user-drawer">
      <form className="drawer-form" onSubmit={submit} noValidate data-testid="add-user-form">
        <div className="drawer-form__body">
          {field('fullName', { required: true, placeholder: t('form.fullNamePlaceholder') })}
          {field('username', { required: true, placeholder: t('form.usernamePlaceholder') })}
          {field('email', { required: true, type: 'email', placeholder: t('form.emailPlaceholder') })}
          {field('contact', { type: 'tel', placeholder: t('form.contactPlaceholder') })}
          {field('company', { placeholder: t('form.companyPlaceholder') })}
          {field('country', { placeholder: t('form.countryPlaceholder') })}
          <ChoiceSelect id="add-user-role" label={t('form.role')} values={ROLES} value={form.role} labelOf={(r) => t(`role.${r}`)} onChange={(r) => r && set('role', r)} />
          <ChoiceSelect id="add-user-plan" label={t('form.plan')} values={PLANS} value={form.currentPlan} labelOf={(p) => t(`plan.${p}`)} onChange={(p) => p && set('currentPlan', p)} />
          <ChoiceSelect id="add-user-billing" label={t('form.billing')} values={BILLINGS} value={form.billing} labelOf={(b) => t(`billing.${b}`)} onChange={(b) => b && set('billing', b)} />
        </div>
        <div className="drawer-form__footer">
          <Button type="submit" intent="primary" loading={loading} text={t('form.submit')} data-testid="add-user-submit" />
          <Button variant="outlined" text={t('common:action.cancel')} onClick={close} />
        </div>
      </form>
    </AppDrawer>
  );
}
