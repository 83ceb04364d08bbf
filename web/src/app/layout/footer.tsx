import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '../../lib/layout-settings';

export function Footer() {
  const { t } = useTranslation();
  const { settings } = useLayoutSettings();
  if (settings.footerType === 'hidden') return null;
  return (
    <footer className="footer">
      <span>
        © 2026 <strong>Aurora CRM</strong> · {t('footer.rights')}
      </span>
      <span className="footer__love">
        {t('footer.madeWith')} <Icon icon="heart" size={12} className="footer__heart" />
      </span>
    </footer>
  );
}
