import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export const STEPS = ['cart', 'address', 'payment', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

const ICONS: Record<Step, IconName> = { cart: 'shopping-cart', address: 'map-marker', payment: 'credit-card', confirmation: 'tick-circle' };

/** The wizard header: done steps can be revisited (until the order is placed), later ones not. */
export function CheckoutSteps({ current, onGo }: { current: Step; onGo: (step: Step) => void }) {
  const { t } = useTranslation('ecommerce');
  const at = STEPS.indexOf(current);
  const locked = current === 'confirmation';
  return (
    <Card className="card checkout-steps">
      <ol className="checkout-steps__list">
        {STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'next';
          return (
            <li key={step} className={`checkout-step checkout-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <button type="button" className="checkout-step__button" disabled={state !== 'done' || locked} onClick={() => onGo(step)} data-testid={`step-${step}`}>
                <span className="checkout-step__icon">
                  <Icon icon={state === 'done' ? 'tick' : ICONS[step]} size={18} />
                </span>
                <span className="checkout-step__text">
                  <span className="checkout-step__title">{t(`checkout.steps.${step}.title`)}</span>
                  <span className="checkout-step__hint">{t(`checkout.steps.${step}.hint`)}</span>
                </span>
              </button>
              {i < STEPS.length - 1 ? <Icon icon="chevron-right" className="checkout-step__sep" aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
