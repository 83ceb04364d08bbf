import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Why the form was refused, announced when it appears; nothing while there is no error. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Callout intent="danger" className="auth__error" role="alert" compact>
      {error}
    </Callout>
  ) : null;
}

/** The way back to the sign-in page under a form that is not sign-in itself. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <p className="auth__switch">
      <Link to="/login">← {t('common.backToLogin')}</Link>
    </p>
  );
}
