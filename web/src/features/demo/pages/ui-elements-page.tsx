import { Breadcrumb, Button, ButtonGroup, Callout, Classes, Icon, PopoverNext, ProgressBar, Spinner, Tooltip, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Tag } from '../../../components/tag';
import { DemoCard, DemoRow, DemoPage } from '../components/demo-card';
import '../demo.css';

const INTENTS: Intent[] = ['primary', 'success', 'warning', 'danger', 'none'];
const VARIANTS = ['solid', 'outlined', 'minimal'] as const;
const SIZES = ['small', 'medium', 'large'] as const;
const PLACEMENTS = ['top', 'bottom', 'left', 'right'] as const;

/** /ui-element: typography, buttons, tags and badges, callouts, progress, spinners, tooltips, breadcrumbs. */
export default function UiElementsPage() {
  const { t } = useTranslation('demo');
  const intentLabel = (intent: Intent) => t(`intent.${intent}`);

  return (
    <DemoPage title={t('pages.uiElements.title')}>
      <DemoCard title={t('ui.typography.title')} note={t('ui.typography.note')} className="demo-span-2" testId="demo-typography">
        <div className="demo-typography">
          <div className="demo-typography__headings">
            {([1, 2, 3, 4, 5, 6] as const).map((level) => {
              const Heading = `h${level}` as const;
              return (
                <div key={level} className="demo-typography__heading">
                  <span className="demo-typography__tag">H{level}</span>
                  <Heading className={`demo-h${level}`}>{t('ui.typography.heading')}</Heading>
                </div>
              );
            })}
          </div>
          <div className="demo-typography__text">
            <p className="demo-lead">{t('ui.typography.lead')}</p>
            <p>{t('ui.typography.paragraph')}</p>
            <p className="text-muted">{t('ui.typography.muted')}</p>
            <blockquote className="demo-quote">
              {t('ui.typography.quote')}
              <cite>{t('ui.typography.quoteAuthor')}</cite>
            </blockquote>
            <p>
              {t('ui.typography.inline')} <a href="#typography">{t('ui.typography.link')}</a>, <strong>{t('ui.typography.bold')}</strong>, <em>{t('ui.typography.italic')}</em>,{' '}
              <mark>{t('ui.typography.mark')}</mark>, <code className="demo-code">npm run build</code>, <span className="kbd">Ctrl</span>+<span className="kbd">K</span>
            </p>
            <ul className="demo-list">
              <li>{t('ui.typography.list1')}</li>
              <li>{t('ui.typography.list2')}</li>
              <li>{t('ui.typography.list3')}</li>
            </ul>
          </div>
        </div>
      </DemoCard>

      <DemoCard title={t('ui.buttons.title')} note={t('ui.buttons.note')} className="demo-span-2" testId="demo-buttons">
        {VARIANTS.map((variant) => (
          <DemoRow key={variant} label={t(`ui.buttons.variant.${variant}`)}>
            {INTENTS.map((intent) => (
              <Button key={intent} variant={variant} intent={intent} text={intentLabel(intent)} />
            ))}
          </DemoRow>
        ))}
        <DemoRow label={t('ui.buttons.sizes')}>
          {SIZES.map((size) => (
            <Button key={size} size={size} intent="primary" text={t(`ui.buttons.size.${size}`)} />
          ))}
        </DemoRow>
        <DemoRow label={t('ui.buttons.withIcons')}>
          <Button intent="primary" icon="plus" text={t('ui.buttons.create')} />
          <Button intent="success" endIcon="arrow-right" text={t('ui.buttons.next')} />
          <Button variant="outlined" icon="download" text={t('ui.buttons.export')} />
          <Button intent="danger" variant="minimal" icon="trash" aria-label={t('ui.buttons.delete')} />
          <Button loading intent="primary" text={t('ui.buttons.save')} />
          <Button disabled text={t('ui.buttons.disabled')} />
        </DemoRow>
        <DemoRow label={t('ui.buttons.groups')}>
          <ButtonGroup>
            <Button icon="align-left" aria-label={t('ui.buttons.alignLeft')} />
            <Button icon="align-center" aria-label={t('ui.buttons.alignCenter')} active />
            <Button icon="align-right" aria-label={t('ui.buttons.alignRight')} />
          </ButtonGroup>
          <ButtonGroup variant="outlined">
            <Button text={t('ui.buttons.day')} />
            <Button text={t('ui.buttons.week')} active />
            <Button text={t('ui.buttons.month')} />
          </ButtonGroup>
          <Button className="demo-button-pill" intent="primary" icon="star" text={t('ui.buttons.rounded')} />
        </DemoRow>
      </DemoCard>

      <DemoCard title={t('ui.tags.title')} note={t('ui.tags.note')} testId="demo-tags">
        <DemoRow label={t('ui.tags.filled')}>
          {INTENTS.map((intent) => (
            <Tag key={intent} intent={intent}>
              {intentLabel(intent)}
            </Tag>
          ))}
        </DemoRow>
        <DemoRow label={t('ui.tags.light')}>
          {INTENTS.map((intent) => (
            <Tag key={intent} intent={intent} minimal round>
              {intentLabel(intent)}
            </Tag>
          ))}
        </DemoRow>
        <DemoRow label={t('ui.tags.interactive')}>
          <Tag icon="tag" interactive intent="primary" minimal>
            {t('ui.tags.team')}
          </Tag>
          <Tag minimal onRemove={() => undefined}>
            {t('ui.tags.removable')}
          </Tag>
          <Tag size="large" intent="success" icon="tick">
            {t('ui.tags.large')}
          </Tag>
        </DemoRow>
        <DemoRow label={t('ui.tags.badges')}>
          <span className="demo-badge-host">
            <Button variant="outlined" icon="notifications" aria-label={t('ui.tags.notifications')} />
            <span className="demo-badge demo-badge--danger">4</span>
          </span>
          <span className="demo-badge-host">
            <Button variant="outlined" icon="envelope" aria-label={t('ui.tags.messages')} />
            <span className="demo-badge demo-badge--primary">12</span>
          </span>
          <span className="demo-pill demo-pill--success">{t('ui.tags.active')}</span>
          <span className="demo-pill demo-pill--warning">{t('ui.tags.pending')}</span>
          <span className="demo-pill demo-pill--muted">{t('ui.tags.inactive')}</span>
        </DemoRow>
        <DemoRow label={t('ui.tags.avatars')}>
          <Avatar name="Анна Смирнова" status="online" />
          <Avatar name="Игорь Волков" status="busy" />
          <Avatar name="Мария Орлова" status="away" />
          <Avatar name="Олег Петров" status="offline" />
          <span className="demo-avatar-group">
            <Avatar name="Анна Смирнова" size={32} />
            <Avatar name="Дмитрий Ким" size={32} />
            <Avatar name="Елена Соколова" size={32} />
            <span className="demo-avatar-group__more">+5</span>
          </span>
        </DemoRow>
      </DemoCard>

      <DemoCard title={t('ui.callouts.title')} note={t('ui.callouts.note')} testId="demo-callouts">
        <div className="demo-stack">
          <Callout intent="primary" icon="info-sign" title={t('ui.callouts.infoTitle')}>
            {t('ui.callouts.info')}
          </Callout>
          <Callout intent="success" icon="tick-circle" title={t('ui.callouts.successTitle')}>
            {t('ui.callouts.success')}
          </Callout>
          <Callout intent="warning" icon="warning-sign" title={t('ui.callouts.warningTitle')}>
            {t('ui.callouts.warning')}
          </Callout>
          <Callout intent="danger" icon="error" title={t('ui.callouts.dangerTitle')}>
            {t('ui.callouts.danger')}
          </Callout>
        </div>
      </DemoCard>

      <DemoCard title={t('ui.progress.title')} note={t('ui.progress.note')} testId="demo-progress">
        <div className="demo-stack">
          {([
            ['primary', 0.72, 'storage'],
            ['success', 0.9, 'tasks'],
            ['warning', 0.45, 'budget'],
            ['danger', 0.18, 'quota'],
          ] as const).map(([intent, value, key]) => (
            <div key={key} className="demo-progress">
              <div className="demo-progress__label">
                <span>{t(`ui.progress.${key}`)}</span>
                <span className="text-muted">{Math.round(value * 100)}%</span>
              </div>
              <ProgressBar intent={intent} value={value} animate={false} stripes={false} aria-label={t(`ui.progress.${key}`)} />
            </div>
          ))}
          <div className="demo-progress">
            <div className="demo-progress__label">
              <span>{t('ui.progress.indeterminate')}</span>
            </div>
            <ProgressBar intent="primary" aria-label={t('ui.progress.indeterminate')} />
          </div>
        </div>
      </DemoCard>

      <DemoCard title={t('ui.spinners.title')} note={t('ui.spinners.note')} testId="demo-spinners">
        <DemoRow label={t('ui.spinners.sizes')}>
          <Spinner size={16} intent="primary" aria-label={t('ui.spinners.loading')} />
          <Spinner size={24} intent="success" aria-label={t('ui.spinners.loading')} />
          <Spinner size={36} intent="warning" aria-label={t('ui.spinners.loading')} />
          <Spinner size={50} intent="danger" aria-label={t('ui.spinners.loading')} />
        </DemoRow>
        <DemoRow label={t('ui.spinners.progress')}>
          {[0.25, 0.5, 0.75, 1].map((value) => (
            <Spinner key={value} size={40} value={value} intent="primary" aria-label={`${value * 100}%`} />
          ))}
        </DemoRow>
        <DemoRow label={t('ui.spinners.inButton')}>
          <Button loading intent="primary" text={t('ui.buttons.save')} />
          <Button variant="outlined" icon={<Spinner size={14} />} text={t('ui.spinners.syncing')} disabled />
        </DemoRow>
      </DemoCard>

      <DemoCard title={t('ui.tooltips.title')} note={t('ui.tooltips.note')} testId="demo-tooltips">
        <DemoRow label={t('ui.tooltips.tooltips')}>
          {PLACEMENTS.map((placement) => (
            <Tooltip key={placement} content={t(`ui.tooltips.on.${placement}`)} placement={placement}>
              <Button variant="outlined" text={t(`ui.tooltips.placement.${placement}`)} />
            </Tooltip>
          ))}
        </DemoRow>
        <DemoRow label={t('ui.tooltips.popovers')}>
          <PopoverNext
            placement="bottom"
            content={
              <div className="demo-popover">
                <h3 className="demo-popover__title">{t('ui.tooltips.popoverTitle')}</h3>
                <p>{t('ui.tooltips.popoverText')}</p>
                <Button size="small" intent="primary" text={t('ui.tooltips.popoverAction')} className="bp6-popover-dismiss" />
              </div>
            }
          >
            <Button intent="primary" icon="info-sign" text={t('ui.tooltips.openPopover')} data-testid="demo-popover-open" />
          </PopoverNext>
          <PopoverNext interactionKind="hover" placement="top" content={<div className="demo-popover">{t('ui.tooltips.hoverText')}</div>}>
            <Button variant="minimal" icon="help" text={t('ui.tooltips.hover')} />
          </PopoverNext>
        </DemoRow>
      </DemoCard>

      <DemoCard title={t('ui.breadcrumbs.title')} note={t('ui.breadcrumbs.note')} testId="demo-breadcrumbs">
        <div className="demo-stack">
          {/* Blueprint's <Breadcrumbs> puts its overflow spacer (a div) inside the list: its items alone, in a list of ours. */}
          <nav aria-label={t('ui.breadcrumbs.title')}>
            <ol className={Classes.BREADCRUMBS}>
              <li>
                <Breadcrumb href="/" icon="home" text={t('ui.breadcrumbs.home')} />
              </li>
              <li>
                <Breadcrumb href="/apps/invoice/list" icon="folder-close" text={t('ui.breadcrumbs.invoices')} />
              </li>
              <li>
                <Breadcrumb current icon="document" text={t('ui.breadcrumbs.current')} />
              </li>
            </ol>
          </nav>
          <nav className="demo-crumbs demo-crumbs--chevron" aria-label={t('ui.breadcrumbs.title')}>
            <ol>
              <li>
                <a href="/">{t('ui.breadcrumbs.home')}</a>
              </li>
              <li>
                <a href="/apps/user/list">{t('ui.breadcrumbs.users')}</a>
              </li>
              <li aria-current="page">{t('ui.breadcrumbs.profile')}</li>
            </ol>
          </nav>
          <nav className="demo-crumbs demo-crumbs--pill" aria-label={t('ui.breadcrumbs.title')}>
            <ol>
              <li>
                <a href="/">
                  <Icon icon="home" size={12} /> {t('ui.breadcrumbs.home')}
                </a>
              </li>
              <li>
                <a href="/apps/email">{t('ui.breadcrumbs.email')}</a>
              </li>
              <li aria-current="page">{t('ui.breadcrumbs.inbox')}</li>
            </ol>
          </nav>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
