import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLineFieldsFragment } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { CartQuery } from '../api/cart';
import { useProductActions } from '../api/use-product-actions';
import { EMPTY_ADDRESS, validateAddress, type Address } from '../checkout/address';
import { AddressStep } from '../checkout/address-step';
import { CartStep } from '../checkout/cart-step';
import { ConfirmationStep, type PlacedOrder } from '../checkout/confirmation-step';
import { EMPTY_CARD, validateCard, type CardDetails, type PaymentMethod } from '../checkout/payment';
import { PaymentStep } from '../checkout/payment-step';
import { PriceDetails } from '../checkout/price-details';
import { CheckoutSteps, type Step } from '../checkout/steps';
import { cartTotals, latestShippingDate } from '../checkout/totals';
import { formatMoney } from '../format';
import '../ecommerce.css';

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/** The checkout wizard: cart → address → payment → confirmation. Placing the order empties the cart. */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const { data, error, refetch } = useQuery(CartQuery);
  const { removeFromCart } = useProductActions();
  const [step, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  // Errors show once the user tried to go on, then follow every keystroke.
  const [checkAddress, setCheckAddress] = useState(false);
  const [checkCard, setCheckCard] = useState(false);
  // While the order is placed the cart empties line by line; the summary keeps showing what is being bought.
  const [placing, setPlacing] = useState<CartLineFieldsFragment[] | null>(null);
  const [order, setOrder] = useState<PlacedOrder | null>(null);

  const lines = placing ?? data?.cart ?? [];
  const totals = cartTotals(lines);
  const addressErrors = checkAddress ? validateAddress(address) : {};
  const cardErrors = checkCard && method === 'card' ? validateCard(card, new Date()) : {};

  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const toPayment = () => {
    setCheckAddress(true);
    if (isEmpty(validateAddress(address))) go('payment');
  };

  const placeOrder = async () => {
    setCheckCard(true);
    if (method === 'card' && !isEmpty(validateCard(card, new Date()))) return;
    const snapshot = [...lines];
    setPlacing(snapshot);
    for (const line of snapshot) {
      if (!(await removeFromCart(line.product))) {
        setPlacing(null);
        return;
      }
    }
    const digits = card.number.replace(/\s/g, '');
    setOrder({ lines: snapshot, totals: cartTotals(snapshot), address, method, cardLast4: method === 'card' ? digits.slice(-4) : null, deliveryDate: latestShippingDate(snapshot) });
    setPlacing(null);
    go('confirmation');
  };

  const action =
    step === 'cart'
      ? { text: t('checkout.actions.placeOrder'), onClick: () => go('address'), disabled: lines.length === 0 }
      : step === 'address'
        ? { text: t('checkout.actions.deliverHere'), onClick: toPayment }
        : { text: t(method === 'card' ? 'checkout.actions.pay' : 'checkout.actions.confirm', { total: formatMoney(totals.total, i18n.language) }), onClick: () => void placeOrder(), loading: placing !== null };

  return (
    <div className="page checkout" data-testid="checkout-page" data-step={step}>
      <PageHeader title={t('pages.checkout.title')} />
      <CheckoutSteps current={step} onGo={go} />
      {step === 'confirmation' && order ? (
        <ConfirmationStep order={order} />
      ) : !data ? (
        error ? (
          <Card className="card">
            <ErrorState error={error} onRetry={() => void refetch()} />
          </Card>
        ) : (
          <LoadingState />
        )
      ) : (
        <div className="checkout__layout">
          <div className="checkout__main">
            {step === 'cart' ? <CartStep lines={lines} /> : null}
            {step === 'address' ? <AddressStep address={address} errors={addressErrors} onChange={setAddress} onSubmit={toPayment} /> : null}
            {step === 'payment' ? <PaymentStep method={method} card={card} errors={cardErrors} onMethod={setMethod} onCard={setCard} /> : null}
          </div>
          <aside className="checkout__aside">
            <PriceDetails totals={totals} action={action}>
              {step === 'payment' ? (
                <div className="price-details__ship-to">
                  <h3>
                    <Icon icon="map-marker" size={14} /> {t('checkout.confirmation.shipTo')}
                  </h3>
                  <p>
                    <strong>{address.fullName}</strong>
                  </p>
                  <p className="text-muted">
                    {address.street}, {address.flat}, {address.city}
                  </p>
                </div>
              ) : null}
              {step === 'cart' && lines.length > 0 ? (
                <div className="price-details__offers">
                  <Icon icon="tag" size={14} /> {t('cart.offersTotal', { count: lines.reduce((n, l) => n + l.offers, 0) })}
                </div>
              ) : null}
            </PriceDetails>
          </aside>
        </div>
      )}
    </div>
  );
}
