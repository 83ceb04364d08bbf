import { Button, HTMLSelect, Radio, RadioGroup, SegmentedControl, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../components/app-drawer';
import {
  CONTENT_WIDTHS, FOOTER_TYPES, LAYOUTS, NAVBAR_COLORS, NAVBAR_TYPES, ROUTER_TRANSITIONS, SKINS, useLayoutSettings,
  type LayoutSettings,
} from '../../lib/layout-settings';

/** The theme customizer drawer: every layout setting of spec section 3, applied live. */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update, reset } = useLayoutSettings();

  const segmented = <K extends keyof LayoutSettings>(key: K, options: { value: string; label: string }[]) => (
    <SegmentedControl
      fill
      size="small"
      value={String(settings[key])}
      options={options}
      onValueChange={(value) => update({ [key]: value } as Partial<LayoutSettings>)}
    />
  );

  return (
    <AppDrawer
      isOpen={open}
      onClose={onClose}
      label={t('customizer.title')}
      size="min(360px, 100%)"
      position={settings.isRTL ? 'left' : 'right'}
      title={
        <div>
          <div className="customizer__title">{t('customizer.title')}</div>
          <div className="customizer__subtitle">{t('customizer.subtitle')}</div>
        </div>
      }
      className="customizer"
    >
      <div className="customizer__body" data-testid="customizer">
        <section className="customizer__section">
          <h6>{t('customizer.theming')}</h6>
          <label className="customizer__label">{t('customizer.skin')}</label>
          <div className="skin-options" role="radiogroup" aria-label={t('customizer.skin')}>
            {SKINS.map((skin) => (
              <button
                key={skin}
                type="button"
                role="radio"
                aria-checked={settings.skin === skin}
                className={`skin-option skin-option--${skin}${settings.skin === skin ? ' skin-option--active' : ''}`}
                data-skin={skin}
                onClick={() => update({ skin })}
              >
                <span className="skin-option__preview">
                  <span className="skin-option__menu" />
                  <span className="skin-option__content" />
                </span>
                <span>{t(`customizer.skins.${skin}`)}</span>
              </button>
            ))}
          </div>
          <label className="customizer__label">{t('customizer.direction')}</label>
          <SegmentedControl
            fill
            size="small"
            value={settings.isRTL ? 'rtl' : 'ltr'}
            options={[
              { value: 'ltr', label: t('customizer.ltr') },
              { value: 'rtl', label: t('customizer.rtl') },
            ]}
            onValueChange={(value) => update({ isRTL: value === 'rtl' })}
            data-testid="direction-control"
          />
        </section>

        <section className="customizer__section">
          <h6>{t('customizer.layout')}</h6>
          <label className="customizer__label">{t('customizer.menuLayout')}</label>
          {segmented('layout', LAYOUTS.map((value) => ({ value, label: t(`customizer.layouts.${value}`) })))}
          <Switch className="customizer__switch" checked={settings.menuCollapsed} label={t('customizer.menuCollapsed')} onChange={() => update({ menuCollapsed: !settings.menuCollapsed })} />
          <Switch className="customizer__switch" checked={settings.menuHidden} label={t('customizer.menuHidden')} onChange={() => update({ menuHidden: !settings.menuHidden })} />
          <label className="customizer__label">{t('customizer.contentWidth')}</label>
          {segmented('contentWidth', CONTENT_WIDTHS.map((value) => ({ value, label: t(`customizer.widths.${value}`) })))}
        </section>

        <section className="customizer__section">
          <h6>{t('customizer.navbar')}</h6>
          <label className="customizer__label">{t('customizer.navbarColor')}</label>
          <div className="color-swatches">
            {NAVBAR_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                className={`color-swatch color-swatch--${color}${settings.navbarColor === color ? ' color-swatch--active' : ''}`}
                aria-label={t(`customizer.colors.${color}`)}
                title={t(`customizer.colors.${color}`)}
                onClick={() => update({ navbarColor: color })}
              />
            ))}
          </div>
          <label className="customizer__label">{t('customizer.navbarType')}</label>
          <RadioGroup inline selectedValue={settings.navbarType} onChange={(e) => update({ navbarType: e.currentTarget.value as LayoutSettings['navbarType'] })}>
            {NAVBAR_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`customizer.navbarTypes.${type}`)} />
            ))}
          </RadioGroup>
          <label className="customizer__label">{t('customizer.footerType')}</label>
          <RadioGroup inline selectedValue={settings.footerType} onChange={(e) => update({ footerType: e.currentTarget.value as LayoutSettings['footerType'] })}>
            {FOOTER_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`customizer.footerTypes.${type}`)} />
            ))}
          </RadioGroup>
        </section>

        <section className="customizer__section">
          <h6>{t('customizer.misc')}</h6>
          <label className="customizer__label">{t('customizer.routerTransition')}</label>
          <HTMLSelect
            fill
            value={settings.routerTransition}
            options={ROUTER_TRANSITIONS.map((value) => ({ value, label: t(`customizer.transitions.${value}`) }))}
            onChange={(e) => update({ routerTransition: e.currentTarget.value as LayoutSettings['routerTransition'] })}
          />
          <Switch className="customizer__switch" checked={settings.scrollTop} label={t('customizer.scrollTop')} onChange={() => update({ scrollTop: !settings.scrollTop })} />
          <Button className="customizer__reset" icon="reset" text={t('customizer.reset')} onClick={reset} fill />
        </section>
      </div>
    </AppDrawer>
  );
}
