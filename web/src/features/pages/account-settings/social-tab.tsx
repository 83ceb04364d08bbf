import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { UpdateAccountSocialMutation } from './account-documents';
import { Field } from './field';
import { errorMessage, isUrl, type Errors } from './validation';

const NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
type Network = (typeof NETWORKS)[number];
const PLACEHOLDER: Record<Network, string> = {
  twitter: 'https://twitter.com/…',
  facebook: 'https://facebook.com/…',
  google: 'https://profiles.google.com/…',
  linkedIn: 'https://linkedin.com/in/…',
  instagram: 'https://instagram.com/…',
  quora: 'https://quora.com/profile/…',
};

/** Profile links; empty ones are cleared on save. */
export function SocialTab({ settings }: { settings: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('pages');
  // Only the six link fields: the cached object also carries __typename, which the input type rejects.
  const links = Object.fromEntries(NETWORKS.map((n) => [n, settings.social.socialLinks[n]])) as Record<Network, string>;
  const [form, setForm] = useState<Record<Network, string>>(links);
  const [errors, setErrors] = useState<Errors<Network>>({});
  const [save, { loading }] = useMutation(UpdateAccountSocialMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e: Errors<Network> = {};
    for (const n of NETWORKS) if (form[n] && !isUrl(form[n])) e[n] = t('account.errors.url');
    setErrors(e);
    if (Object.keys(e).length) return;
    const socialLinks = Object.fromEntries(NETWORKS.map((n) => [n, form[n] || null]));
    try {
      await save({ variables: { input: { socialLinks } } });
      toast.success(t('account.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('account.saveFailed')));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="account-social">
      <div className="form-grid">
        {NETWORKS.map((n) => (
          <Field key={n} id={`acc-social-${n}`} label={t(`account.networks.${n}`)} type="url" placeholder={PLACEHOLDER[n]} value={form[n]} onValueChange={(v) => setForm((f) => ({ ...f, [n]: v }))} error={errors[n]} />
        ))}
      </div>
      <div className="form-actions">
        <Button type="submit" intent="primary" loading={loading} text={t('account.save')} data-testid="account-save" />
        <Button variant="outlined" text={t('account.reset')} onClick={() => { setForm(links); setErrors({}); }} />
      </div>
    </form>
  );
}
