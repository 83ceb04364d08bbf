import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Tag } from '../../../components/tag';
import '../pages.css';

const SECTIONS = ['grant', 'allowed', 'restricted', 'support', 'termination'] as const;

/** The product license: the plan summary and the terms, section by section. */
export default function LicensePage() {
  const { t } = useTranslation('pages');
  const allowed = t('license.allowedList', { returnObjects: true }) as string[];
  const restricted = t('license.restrictedList', { returnObjects: true }) as string[];
  return (
    <div className="page">
      <PageHeader title={t('pages.license.title')} />
      <div className="license-layout">
        <Card className="card license-summary">
          <Icon icon="endorsed" size={32} className="tone-text-primary" />
          <h2 className="card__title">{t('license.summaryTitle')}</h2>
          <Tag round intent="primary" large>
            {t('license.type')}
          </Tag>
          <dl className="about-list">
            <dt>{t('license.holder')}</dt>
            <dd>{t('license.holderValue')}</dd>
            <dt>{t('license.seats')}</dt>
            <dd>25</dd>
            <dt>{t('license.validUntil')}</dt>
            <dd>31.12.2026</dd>
          </dl>
        </Card>
        <Card className="card license-terms">
          {SECTIONS.map((s, i) => (
            <section key={s}>
              <h3 className="section-title">
                {i + 1}. {t(`license.sections.${s}`)}
              </h3>
              {s === 'allowed' || s === 'restricted' ? (
                <ul className="license-list">
                  {(s === 'allowed' ? allowed : restricted).map((item) => (
                    <li key={item}>
                      <Icon icon={s === 'allowed' ? 'tick' : 'cross'} size={14} className={s === 'allowed' ? 'tone-text-success' : 'tone-text-danger'} />
                      {item}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t(`license.text.${s}`)}</p>
              )}
            </section>
          ))}
        </Card>
      </div>
    </div>
  );
}
