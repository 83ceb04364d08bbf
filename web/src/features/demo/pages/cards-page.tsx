import { Button, Card, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AdvancedCards } from '../components/advanced-cards';
import { KpiTile } from '../components/kpi-tile';
import { useNumberFormat } from '../components/use-number-format';
import '../demo.css';

const BASIC = [
  { key: 'analytics', hue: 'primary', icon: 'chart' },
  { key: 'tasks', hue: 'success', icon: 'tick-circle' },
  { key: 'support', hue: 'info', icon: 'headset' },
] as const;

/** A titled part of the page, named by its heading for assistive technology. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="demo-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /cards: KPI tiles, tiles with sparklines, basic content cards and advanced cards. */
export default function CardsPage() {
  const { t } = useTranslation('demo');
  const f = useNumberFormat();

  return (
    <div className="page demo-page">
      <PageHeader title={t('pages.cards.title')} />

      <Section id="cards-statistics" title={t('cards.statistics')}>
        <div className="demo-tiles" data-testid="demo-kpi-tiles">
          <KpiTile icon="shopping-cart" tone="primary" value={f.compact(12_480)} label={t('cards.kpi.orders')} trend={{ text: f.percent(0.124), up: true }} />
          <KpiTile icon="dollar" tone="success" value={f.money(86_250)} label={t('cards.kpi.revenue')} trend={{ text: f.percent(0.082), up: true }} />
          <KpiTile icon="people" tone="info" value={f.compact(3_940)} label={t('cards.kpi.customers')} trend={{ text: f.percent(-0.031), up: false }} />
          <KpiTile icon="undo" tone="danger" value={f.number(128)} label={t('cards.kpi.returns')} trend={{ text: f.percent(-0.15), up: false }} />
        </div>
        <div className="demo-tiles demo-tiles--spark">
          <KpiTile icon="timeline-line-chart" tone="primary" value={f.compact(92_600)} label={t('cards.kpi.sessions')} spark={[12, 18, 14, 22, 19, 27, 31, 28, 35]} />
          <KpiTile icon="bank-account" tone="success" value={f.money(24_670)} label={t('cards.kpi.profit')} spark={[8, 10, 9, 14, 13, 17, 16, 21, 24]} />
          <KpiTile icon="user" tone="warning" value={f.compact(7_210)} label={t('cards.kpi.subscribers')} spark={[30, 28, 33, 31, 36, 34, 40, 38, 42]} />
          <KpiTile icon="envelope" tone="danger" value={f.compact(1_580)} label={t('cards.kpi.newsletter')} spark={[22, 19, 20, 16, 18, 14, 15, 12, 13]} />
        </div>
      </Section>

      <Section id="cards-basic" title={t('cards.basic')}>
        <div className="demo-grid demo-grid--3" data-testid="demo-basic-cards">
          {BASIC.map((card) => (
            <Card key={card.key} className="card card--flush demo-basic">
              <div className={`demo-basic__media demo-tone--${card.hue}`} aria-hidden="true">
                <svg viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice">
                  <circle cx="270" cy="20" r="60" fill="currentColor" opacity="0.12" />
                  <circle cx="40" cy="120" r="50" fill="currentColor" opacity="0.1" />
                  <rect x="110" y="34" width="100" height="60" rx="10" fill="currentColor" opacity="0.22" />
                  <rect x="124" y="48" width="46" height="7" rx="3.5" fill="currentColor" opacity="0.6" />
                  <rect x="124" y="62" width="72" height="6" rx="3" fill="currentColor" opacity="0.35" />
                  <rect x="124" y="74" width="58" height="6" rx="3" fill="currentColor" opacity="0.35" />
                </svg>
                <span className="demo-basic__badge">
                  <Icon icon={card.icon} size={20} />
                </span>
              </div>
              <div className="demo-basic__body">
                <h3 className="demo-basic__title">{t(`cards.basicCards.${card.key}.title`)}</h3>
                <p className="text-muted">{t(`cards.basicCards.${card.key}.text`)}</p>
              </div>
              <footer className="demo-basic__footer">
                <Button variant="minimal" intent="primary" text={t('cards.open')} endIcon="arrow-right" />
                <span className="text-muted demo-basic__meta">{t(`cards.basicCards.${card.key}.meta`)}</span>
              </footer>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="cards-advanced" title={t('cards.advanced')}>
        <div className="demo-grid demo-grid--3 demo-advanced">
          <AdvancedCards />
        </div>
      </Section>
    </div>
  );
}
