import { Button, Card, Divider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format';
import type { Totals } from './totals';

/** The order summary beside every step: bag total, discount, delivery, total and the step's action. */
export function PriceDetails({ totals, action, children }: { totals: Totals; action?: { text: string; onClick: () => void; disabled?: boolean; loading?: boolean }; children?: ReactNode }) {
  const { t, i18n } = useTranslation('ecommerce');
  const money = (v: number) => formatMoney(v, i18n.language);
  return (
    <Card className="card price-details" data-testid="price-details">
      {children}
      <h2 className="price-details__title">{t('cart.priceDetails')}</h2>
      <dl className="price-details__rows">
        <div>
          <dt>{t('cart.bagTotal', { count: totals.items })}</dt>
          <dd data-testid="bag-total">{money(totals.bagTotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.bagDiscount')}</dt>
          <dd className="price-details__discount">−{money(totals.discount)}</dd>
        </div>
        <div>
          <dt>{t('cart.delivery')}</dt>
          <dd className={totals.delivery === 0 ? 'price-details__free' : undefined}>{totals.delivery === 0 ? t('cart.free') : money(totals.delivery)}</dd>
        </div>
      </dl>
      <Divider />
      <div className="price-details__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="order-total">{money(totals.total)}</strong>
      </div>
      {action ? <Button intent="primary" size="large" fill text={action.text} disabled={action.disabled} loading={action.loading} onClick={action.onClick} data-testid="checkout-next" /> : null}
    </Card>
  );
}
