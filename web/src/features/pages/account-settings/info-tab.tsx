import { Button, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { UpdateAccountInfoMutation } from './account-documents';
import { Field } from './field';
import { errorMessage, isUrl, PHONE, type Errors } from './validation';

type Key = 'bio' | 'dob' | 'country' | 'website' | 'phone';
const COUNTRIES = ['Россия', 'Украина', 'Беларусь', 'Казахстан', 'Армения', 'Грузия', 'Узбекистан', 'Германия', 'США'];

/** Bio, birth date, country, website and phone. */
export function InfoTab({ settings }: { settings: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('pages');
  const initial = { ...settings.info, dob: settings.info.dob ?? '' };
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [save, { loading }] = useMutation(UpdateAccountInfoMutation);
  const set = (key: Key) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const countries = COUNTRIES.includes(form.country) || !form.country ? COUNTRIES : [form.country, ...COUNTRIES];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e: Errors<Key> = {};
    if (form.bio.length > 500) e.bio = t('account.errors.tooLong', { max: 500 });
    if (form.website && !isUrl(form.website)) e.website = t('account.errors.url');
    if (form.phone && !PHONE.test(form.phone)) e.phone = t('account.errors.phone');
    if (form.dob && (Number.isNaN(Date.parse(form.dob)) || form.dob > new Date().toISOString().slice(0, 10))) e.dob = t('account.errors.date');
    setErrors(e);
    if (Object.keys(e).length) return;
    try {
      await save({ variables: { input: { bio: form.bio, dob: form.dob || null, country: form.country, website: form.website || null, phone: form.phone } } });
      toast.success(t('account.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('account.saveFailed')));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="account-info">
      <FormGroup label={t('account.bio')} labelFor="acc-bio" helperText={errors.bio ?? t('account.bioHint', { count: 500 - form.bio.length })} intent={errors.bio ? 'danger' : 'none'}>
        <TextArea id="acc-bio" fill rows={4} value={form.bio} onChange={(e) => set('bio')(e.currentTarget.value)} intent={errors.bio ? 'danger' : 'none'} />
      </FormGroup>
      <div className="form-grid">
        <Field id="acc-dob" label={t('account.dob')} type="date" value={form.dob} onValueChange={set('dob')} error={errors.dob} />
        <FormGroup label={t('account.country')} labelFor="acc-country">
          <HTMLSelect id="acc-country" fill value={form.country} onChange={(e) => set('country')(e.currentTarget.value)} options={[{ value: '', label: t('account.chooseCountry') }, ...countries.map((c) => ({ value: c, label: c }))]} />
        </FormGroup>
        <Field id="acc-website" label={t('account.website')} type="url" placeholder="https://" value={form.website} onValueChange={set('website')} error={errors.website} />
        <Field id="acc-phone" label={t('account.phone')} type="tel" placeholder="+7 (912) 345-67-89" value={form.phone} onValueChange={set('phone')} error={errors.phone} autoComplete="tel" />
      </div>
      <div className="form-actions">
        <Button type="submit" intent="primary" loading={loading} text={t('account.save')} data-testid="account-save" />
        <Button variant="outlined" text={t('account.reset')} onClick={() => { setForm(initial); setErrors({}); }} />
      </div>
    </form>
  );
}
