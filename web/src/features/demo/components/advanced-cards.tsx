import { Button, Card, Icon, ProgressBar, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Tag } from '../../../components/tag';
import { useNumberFormat } from './use-number-format';

const TEAM = [
  { name: 'Анна Смирнова', role: 'design', status: 'online', progress: 0.82 },
  { name: 'Игорь Волков', role: 'backend', status: 'busy', progress: 0.64 },
  { name: 'Мария Орлова', role: 'frontend', status: 'away', progress: 0.47 },
  { name: 'Олег Петров', role: 'qa', status: 'offline', progress: 0.91 },
] as const;

const TIMELINE = [
  { key: 'invoice', tone: 'primary', time: '12' },
  { key: 'meeting', tone: 'success', time: '45' },
  { key: 'release', tone: 'warning', time: '2' },
] as const;

const TRANSACTIONS: { key: string; icon: IconName; tone: string; amount: number }[] = [
  { key: 'paypal', icon: 'credit-card', tone: 'primary', amount: 820 },
  { key: 'wallet', icon: 'bank-account', tone: 'success', amount: -270 },
  { key: 'transfer', icon: 'exchange', tone: 'info', amount: 1450 },
  { key: 'refund', icon: 'undo', tone: 'danger', amount: -95 },
];

/** The "advanced" cards: a greeting with an award, a team list, a profile, a timeline and transactions. */
export function AdvancedCards() {
  const { t } = useTranslation('demo');
  const f = useNumberFormat();
  return (
    <>
      <Card className="card demo-congrats" data-testid="demo-card-congrats">
        <div>
          <h3 className="demo-congrats__title">{t('cards.congrats.title', { name: 'Анна' })}</h3>
          <p className="text-muted">{t('cards.congrats.text')}</p>
          <div className="demo-congrats__value">{f.money(48_900)}</div>
          <Button intent="primary" text={t('cards.congrats.action')} />
        </div>
        <svg className="demo-congrats__art" viewBox="0 0 120 140" aria-hidden="true">
          <circle cx="60" cy="52" r="40" style={{ fill: 'var(--warning)', opacity: 0.2 }} />
          <circle cx="60" cy="52" r="30" style={{ fill: 'var(--warning)' }} />
          <path d="M60 34 l6 12 13 2 -9.5 9 2.2 13 -11.7-6.2 -11.7 6.2 2.2-13 -9.5-9 13-2z" fill="#fff" />
          <path d="M40 82 l-10 44 18-8 10 14 6-46z" style={{ fill: 'var(--primary)' }} />
          <path d="M80 82 l10 44 -18-8 -10 14 -6-46z" style={{ fill: 'var(--primary)', opacity: 0.75 }} />
        </svg>
      </Card>

      <Card className="card demo-profile">
        <div className="demo-profile__cover" />
        <div className="demo-profile__avatar">
          <Avatar name="Мария Орлова" size={76} status="online" />
        </div>
        <h3 className="demo-profile__name">Мария Орлова</h3>
        <p className="text-muted">{t('cards.profile.role')}</p>
        <div className="demo-profile__tags">
          <Tag minimal round intent="primary">
            React
          </Tag>
          <Tag minimal round intent="success">
            TypeScript
          </Tag>
          <Tag minimal round intent="warning">
            GraphQL
          </Tag>
        </div>
        <dl className="demo-profile__stats">
          <div>
            <dt>{t('cards.profile.projects')}</dt>
            <dd>{f.number(28)}</dd>
          </div>
          <div>
            <dt>{t('cards.profile.tasks')}</dt>
            <dd>{f.number(1240)}</dd>
          </div>
          <div>
            <dt>{t('cards.profile.rating')}</dt>
            <dd>{f.number(4.9)}</dd>
          </div>
        </dl>
        <div className="demo-profile__actions">
          <Button intent="primary" icon="follower" text={t('cards.profile.follow')} />
          <Button variant="outlined" icon="chat" aria-label={t('cards.profile.message')} />
        </div>
      </Card>

      <Card className="card demo-list-card" data-testid="demo-card-team">
        <header className="demo-list-card__head">
          <h3>{t('cards.team.title')}</h3>
          <Button variant="minimal" size="small" icon="more" aria-label={t('cards.more')} />
        </header>
        <ul className="demo-list">
          {TEAM.map((member) => (
            <li key={member.name} className="demo-list__row">
              <Avatar name={member.name} status={member.status} />
              <div className="demo-list__main">
                <span className="demo-list__title">{member.name}</span>
                <span className="demo-list__sub">{t(`cards.team.roles.${member.role}`)}</span>
              </div>
              <div className="demo-list__meter">
                <ProgressBar value={member.progress} animate={false} stripes={false} intent={member.progress > 0.8 ? 'success' : member.progress > 0.5 ? 'primary' : 'warning'} aria-label={member.name} />
                <span className="text-muted">{Math.round(member.progress * 100)}%</span>
              </div>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="card demo-list-card">
        <header className="demo-list-card__head">
          <h3>{t('cards.timeline.title')}</h3>
        </header>
        <ol className="demo-timeline">
          {TIMELINE.map((item) => (
            <li key={item.key} className={`demo-timeline__item demo-timeline__item--${item.tone}`}>
              <div className="demo-timeline__head">
                <span className="demo-timeline__title">{t(`cards.timeline.${item.key}.title`)}</span>
                <span className="demo-timeline__time">{t(`cards.timeline.${item.key}.time`, { n: item.time })}</span>
              </div>
              <p className="text-muted">{t(`cards.timeline.${item.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Card>

      <Card className="card demo-list-card">
        <header className="demo-list-card__head">
          <h3>{t('cards.transactions.title')}</h3>
        </header>
        <ul className="demo-list">
          {TRANSACTIONS.map((tx) => (
            <li key={tx.key} className="demo-list__row">
              <span className={`demo-list__icon demo-tone--${tx.tone}`}>
                <Icon icon={tx.icon} />
              </span>
              <div className="demo-list__main">
                <span className="demo-list__title">{t(`cards.transactions.${tx.key}`)}</span>
                <span className="demo-list__sub">{t(`cards.transactions.${tx.key}Note`)}</span>
              </div>
              <span className={`demo-list__amount demo-list__amount--${tx.amount >= 0 ? 'in' : 'out'}`}>
                {tx.amount >= 0 ? '+' : '−'}
                {f.money(Math.abs(tx.amount))}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
