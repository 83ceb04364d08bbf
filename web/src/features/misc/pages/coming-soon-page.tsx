import { Button, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';
import { MiscFrame } from '../components/misc-frame';

export default function ComingSoonPage() {
  const { t } = useTranslation('misc');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return toast.error(t('comingSoon.invalidEmail'));
    toast.success(t('comingSoon.subscribed', { email: email.trim() }));
    setEmail('');
  };
  return (
    <MiscFrame kind="coming-soon" title={t('comingSoon.title')} text={t('comingSoon.text')}>
      <form className="misc__form" onSubmit={submit}>
        <InputGroup large type="email" placeholder="ivan@example.com" value={email} onChange={(e) => setEmail(e.target.value)} aria-label={t('comingSoon.email')} />
        <Button type="submit" intent="primary" size="large" text={t('comingSoon.notify')} />
      </form>
    </MiscFrame>
  );
}
