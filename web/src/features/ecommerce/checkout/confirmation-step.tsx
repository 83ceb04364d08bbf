import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLineFieldsFragment } from '../../../__generated__/graphql';
import { formatDay, formatMoney } from '../format';
import type { Address } from './address';
import type { PaymentMethod } from './payment';
import { lineDiscount, type Totals } from './totals';

/** What was ordered, kept from the moment the order was placed (the cart is empty afterwards). */
export interface PlacedOrder {
  lines: CartLineFieldsFragment[];
  totals: Totals;
  address: Address;
  method: PaymentMethod;
  cardLast4: string | null;
  deliveryDate: string | null;
}

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const { t, i18n } = useTranslation('ecommerce');
  const money = (v: number) => formatMoney(v, i18n.language);
  const { address } = order;
  return (
    <div className="confirmation" data-testid="confirmation-step">
      <Card className="card confirmation__hero">
        <span className="confirmation__badge">
          <Icon icon="tick" size={32} />
        </span>
        <h2>{t('checkout.confirmation.title', { name: address.fullName.split(' ')[0] })}</h2>
        <p className="text-muted">{t('checkout.confirmation.text')}</p>
        {order.deliveryDate ? (
          <p className="confirmation__date">
            <Icon icon="calendar" /> {t('checkout.confirmation.delivery', { date: formatDay(order.deliveryDate, i18n.language) })}
          </p>
        ) : null}
      </Card>
      <div className="confirmation__grid">
        <Card className="card confirmation__block">
          <h3>
            <Icon icon="map-marker" /> {t('checkout.confirmation.shipTo')}
          </h3>
          <p>
            <strong>{address.fullName}</strong> · {t(`checkout.address.${address.type}`)}
          </p>
          <p>
            {address.street}, {address.flat}
            {address.landmark ? `, ${address.landmark}` : ''}
          </p>
          <p>
            {address.city}, {address.postcode}
          </p>
          <p className="text-muted">{address.phone}</p>
        </Card>
        <Card className="card confirmation__block">
          <h3>
            <Icon icon="credit-card" /> {t('checkout.confirmation.paidWith')}
          </h3>
          <p>{order.method === 'card' ? t('checkout.confirmation.cardEnding', { last4: order.cardLast4 }) : t('checkout.payment.cash')}</p>
          <p className="text-muted">{order.method === 'card' ? t('checkout.confirmation.cardNote') : t('checkout.payment.cashNote')}</p>
        </Card>
        <Card className="card confirmation__block">
          <h3>
            <Icon icon="truck" /> {t('checkout.confirmation.deliveryTitle')}
          </h3>
          <p>{order.totals.delivery === 0 ? t('checkout.confirmation.freeDelivery') : t('checkout.confirmation.paidDelivery', { fee: money(order.totals.delivery) })}</p>
        </Card>
      </div>
      <Card className="card card--flush confirmation__items">
        <ul>
          {order.lines.map((line) => (
            <li key={line.id}>
              <img src={line.product.image} alt="" width={56} height={56} />
              <span className="confirmation__item-name">{line.product.name}</span>
              <span className="text-muted">× {line.qty}</span>
              <strong>{money(line.product.price * line.qty - lineDiscount(line))}</strong>
            </li>
          ))}
        </ul>
        <div className="confirmation__total">
          <span>{t('cart.total')}</span>
          <strong data-testid="confirmation-total">{money(order.totals.total)}</strong>
        </div>
      </Card>
      <div className="confirmation__actions">
        <Link to="/apps/ecommerce/shop" className="bp6-button bp6-intent-primary bp6-large">
          {t('checkout.confirmation.continue')}
        </Link>
      </div>
    </div>
  );
}
