import { Button, Colors } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { SKINS, useLayoutSettings } from '../../../lib/layout-settings';
import { DemoCard, DemoPage } from '../components/demo-card';
import { TokenSwatch } from '../components/token-swatch';
import '../demo.css';

const BRAND = ['--primary', '--success', '--danger', '--warning', '--info'] as const;
const SURFACES = ['--body-bg', '--surface', '--surface-2', '--border', '--text-strong', '--text', '--text-muted', '--menu-bg'] as const;
const SHADES = [90, 70, 50, 30, 12] as const;
const BLUEPRINT = [
  ['primary', Colors.BLUE3],
  ['success', Colors.GREEN3],
  ['warning', Colors.ORANGE3],
  ['danger', Colors.RED3],
  ['none', Colors.GRAY3],
] as const;

/** /colors: the tokens of styles/tokens.css (resolved for the current skin), their tints, intents and skins. */
export default function ColorsPage() {
  const { t } = useTranslation('demo');
  const { settings, update } = useLayoutSettings();
  const tokenLabel = (name: string) => t(`colors.tokens.${name.slice(2)}`);

  return (
    <DemoPage title={t('pages.colors.title')}>
      <DemoCard title={t('colors.brand.title')} note={t('colors.brand.note')} className="demo-span-2" testId="demo-brand-colors">
        <div className="brand-colors">
          {BRAND.map((name) => (
            <div key={name} className="brand-color">
              <div className="brand-color__main" style={{ background: `var(${name})` }}>
                <span>{tokenLabel(name)}</span>
                <code>{name}</code>
              </div>
              <div className="brand-color__shades">
                {SHADES.map((pct) => (
                  <span key={pct} style={{ background: `color-mix(in srgb, var(${name}) ${pct}%, var(--surface))` }} title={`${pct}%`} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('colors.tokensTitle')} note={t('colors.tokensNote')} className="demo-span-2" testId="demo-tokens">
        <div className="token-grid">
          {[...BRAND, ...SURFACES].map((name) => (
            <TokenSwatch key={name} name={name} label={tokenLabel(name)} />
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('colors.intents.title')} note={t('colors.intents.note')}>
        <table className="intent-table">
          <thead>
            <tr>
              <th scope="col">{t('colors.intents.intent')}</th>
              <th scope="col">{t('colors.intents.blueprint')}</th>
              <th scope="col">{t('colors.intents.ours')}</th>
            </tr>
          </thead>
          <tbody>
            {BLUEPRINT.map(([intent, color]) => (
              <tr key={intent}>
                <th scope="row">
                  <Tag minimal round intent={intent}>
                    {t(`intent.${intent}`)}
                  </Tag>
                </th>
                <td>
                  <span className="intent-dot" style={{ background: color }} /> <code>{color}</code>
                </td>
                <td>
                  <Button size="small" intent={intent} text={t(`intent.${intent}`)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DemoCard>

      <DemoCard title={t('colors.skins.title')} note={t('colors.skins.note')} testId="demo-skins">
        <div className="skin-previews">
          {SKINS.map((skin) => (
            <button key={skin} type="button" className={`skin-preview skin-preview--${skin}${settings.skin === skin ? ' skin-preview--active' : ''}`} aria-pressed={settings.skin === skin} onClick={() => update({ skin })} data-testid={`demo-skin-${skin}`}>
              <span className="skin-preview__art" aria-hidden="true">
                <span className="skin-preview__menu" />
                <span className="skin-preview__body">
                  <span className="skin-preview__bar" />
                  <span className="skin-preview__card" />
                </span>
              </span>
              <span className="skin-preview__name">{t(`colors.skins.${skin}`)}</span>
            </button>
          ))}
        </div>
      </DemoCard>
    </DemoPage>
  );
}
