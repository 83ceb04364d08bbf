import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../../../lib/i18n';
import { useNumberFormat } from '../use-number-format';

const SAMPLE_DATE = new Date(Date.UTC(2024, 8, 1, 12));

/** The i18n switcher: changes the whole interface language (as the navbar does) and shows localized formats. */
export function LanguageDemo() {
  const { t, i18n } = useTranslation('demo');
  const f = useNumberFormat();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'ru';
  const date = new Intl.DateTimeFormat(current, { dateStyle: 'long' }).format(SAMPLE_DATE);

  return (
    <div className="demo-i18n">
      <SegmentedControl
        aria-label={t('extensions.i18n.title')}
        value={current}
        options={LANGUAGES.map((lng) => ({ value: lng, label: t(`extensions.i18n.languages.${lng}`) }))}
        onValueChange={(lng) => void changeLanguage(lng as Language)}
        data-testid="demo-language"
      />
      <dl className="demo-i18n__facts">
        <dt>{t('extensions.i18n.greeting')}</dt>
        <dd data-testid="demo-i18n-greeting">{t('extensions.i18n.hello', { name: 'Анна' })}</dd>
        <dt>{t('extensions.i18n.date')}</dt>
        <dd>{date}</dd>
        <dt>{t('extensions.i18n.money')}</dt>
        <dd>{f.money(1_234_567)}</dd>
        <dt>{t('extensions.i18n.plural')}</dt>
        <dd>{[1, 3, 5].map((n) => t('extensions.i18n.tasks', { count: n })).join(' · ')}</dd>
      </dl>
    </div>
  );
}
