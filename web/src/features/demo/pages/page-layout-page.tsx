import { Button, Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Tag } from '../../../components/tag';
import { DEFAULT_LAYOUT, useLayoutSettings, type LayoutSettings } from '../../../lib/layout-settings';
import { DemoCard } from '../components/demo-card';
import { LayoutPreview, type PreviewKind } from '../components/layout-preview';
import '../demo.css';

interface Option {
  key: string;
  preview: PreviewKind;
  patch: Partial<LayoutSettings>;
}

/** Each option is a patch of the shell's layout settings; "active" means the current settings already match it. */
const OPTIONS: Option[] = [
  { key: 'vertical', preview: 'vertical', patch: { layout: 'vertical', menuCollapsed: false, menuHidden: false } },
  { key: 'collapsed', preview: 'collapsed', patch: { layout: 'vertical', menuCollapsed: true, menuHidden: false } },
  { key: 'hidden', preview: 'hidden', patch: { layout: 'vertical', menuHidden: true } },
  { key: 'horizontal', preview: 'horizontal', patch: { layout: 'horizontal' } },
  { key: 'boxed', preview: 'boxed', patch: { contentWidth: 'boxed' } },
  { key: 'full', preview: 'full', patch: { contentWidth: 'full' } },
];

const NAVBARS = ['floating', 'sticky', 'static'] as const;
const FOOTERS = ['static', 'sticky', 'hidden'] as const;

function matches(settings: LayoutSettings, patch: Partial<LayoutSettings>): boolean {
  return (Object.keys(patch) as (keyof LayoutSettings)[]).every((key) => settings[key] === patch[key]);
}

/** /page-layout: applies the shell's layout options through its settings hook, live, with previews. */
export default function PageLayoutPage() {
  const { t } = useTranslation('demo');
  const { settings, update, reset } = useLayoutSettings();
  const isDefault = matches(settings, { ...DEFAULT_LAYOUT, skin: settings.skin, isRTL: settings.isRTL });

  return (
    <div className="page demo-page">
      <PageHeader title={t('pages.pageLayout.title')} actions={<Button icon="reset" variant="outlined" disabled={isDefault} text={t('layout.reset')} onClick={reset} data-testid="demo-layout-reset" />} />
      <Callout intent="primary" icon="info-sign">
        {t('layout.intro')}
      </Callout>
      <div className="demo-grid demo-grid--3" data-testid="demo-layout-options">
        {OPTIONS.map((option) => {
          const active = matches(settings, option.patch);
          return (
            <Card key={option.key} className={`card layout-option${active ? ' layout-option--active' : ''}`}>
              <LayoutPreview kind={option.preview} />
              <div className="layout-option__text">
                <h2 className="layout-option__title">
                  {t(`layout.options.${option.key}.title`)}
                  {active ? (
                    <Tag minimal round intent="success" icon="tick">
                      {t('layout.active')}
                    </Tag>
                  ) : null}
                </h2>
                <p className="text-muted">{t(`layout.options.${option.key}.text`)}</p>
              </div>
              <Button intent="primary" variant={active ? 'outlined' : 'solid'} disabled={active} text={active ? t('layout.applied') : t('layout.apply')} onClick={() => update(option.patch)} data-testid={`demo-layout-${option.key}`} />
            </Card>
          );
        })}
        <Card className="card layout-option">
          <LayoutPreview kind="blank" />
          <div className="layout-option__text">
            <h2 className="layout-option__title">{t('layout.options.blank.title')}</h2>
            <p className="text-muted">{t('layout.options.blank.text')}</p>
          </div>
          <Link className="bp6-button bp6-intent-primary demo-link-button" to="/misc/coming-soon">
            {t('layout.openBlank')}
          </Link>
        </Card>
      </div>
      <div className="demo-grid">
        <DemoCard title={t('layout.navbar.title')} note={t('layout.navbar.note')}>
          <div className="demo-choice" role="group" aria-label={t('layout.navbar.title')}>
            {NAVBARS.map((type) => (
              <Button key={type} variant={settings.navbarType === type ? 'solid' : 'outlined'} intent={settings.navbarType === type ? 'primary' : 'none'} text={t(`layout.navbar.${type}`)} aria-pressed={settings.navbarType === type} onClick={() => update({ navbarType: type })} />
            ))}
          </div>
        </DemoCard>
        <DemoCard title={t('layout.footer.title')} note={t('layout.footer.note')}>
          <div className="demo-choice" role="group" aria-label={t('layout.footer.title')}>
            {FOOTERS.map((type) => (
              <Button key={type} variant={settings.footerType === type ? 'solid' : 'outlined'} intent={settings.footerType === type ? 'primary' : 'none'} text={t(`layout.footer.${type}`)} aria-pressed={settings.footerType === type} onClick={() => update({ footerType: type })} />
            ))}
          </div>
        </DemoCard>
      </div>
    </div>
  );
}
