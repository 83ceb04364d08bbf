import { Callout, Card, Icon, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { cardBrand, groupCardNumber, type CardDetails, type CardErrors, type PaymentMethod } from './payment';
import { FormField } from './form-field';

/** Card (Visa/MasterCard through 3-D Secure) or cash on delivery. */
export function PaymentStep(props: {
  method: PaymentMethod;
  card: CardDetails;
  errors: CardErrors;
  onMethod: (m: PaymentMethod) => void;
  onCard: (c: CardDetails) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const { card, errors } = props;
  const brand = cardBrand(card.number.replace(/\s/g, ''));
  return (
    <Card className="card checkout-form" data-testid="payment-step">
      <h2 className="card__title">{t('checkout.payment.title')}</h2>
      <p className="text-muted">{t('checkout.payment.subtitle')}</p>
      <RadioGroup className="pay-methods" selectedValue={props.method} onChange={(e) => props.onMethod(e.currentTarget.value === 'cash' ? 'cash' : 'card')}>
        <Radio value="card" className={`pay-method${props.method === 'card' ? ' pay-method--on' : ''}`} labelElement={<MethodLabel icon="credit-card" title={t('checkout.payment.card')} text={t('checkout.payment.cardHint')} />} />
        <Radio value="cash" className={`pay-method${props.method === 'cash' ? ' pay-method--on' : ''}`} labelElement={<MethodLabel icon="bank-account" title={t('checkout.payment.cash')} text={t('checkout.payment.cashHint')} />} />
      </RadioGroup>
      {props.method === 'card' ? (
        <div className="form-grid pay-card">
          <div className="form-grid__wide pay-card__number">
            <FormField id="card-number" label={t('checkout.payment.number')} placeholder="0000 0000 0000 0000" value={card.number} error={errors.number} inputMode="numeric" autoComplete="cc-number" maxLength={19} onChange={(v) => props.onCard({ ...card, number: groupCardNumber(v) })} />
            {brand ? <Tag className="pay-card__brand" minimal intent="primary">{t(`checkout.payment.brands.${brand}`)}</Tag> : null}
          </div>
          <div className="form-grid__wide">
            <FormField id="card-holder" label={t('checkout.payment.holder')} placeholder={t('checkout.payment.holderPlaceholder')} value={card.holder} error={errors.holder} autoComplete="cc-name" onChange={(v) => props.onCard({ ...card, holder: v.toUpperCase() })} />
          </div>
          <FormField id="card-expiry" label={t('checkout.payment.expiry')} placeholder={t('checkout.payment.expiryPlaceholder')} value={card.expiry} error={errors.expiry} inputMode="numeric" autoComplete="cc-exp" maxLength={5} onChange={(v) => props.onCard({ ...card, expiry: formatExpiry(v) })} />
          <FormField id="card-cvv" label={t('checkout.payment.cvv')} placeholder="123" value={card.cvv} error={errors.cvv} inputMode="numeric" autoComplete="cc-csc" maxLength={3} onChange={(v) => props.onCard({ ...card, cvv: v.replace(/\D/g, '') })} />
          <Callout className="form-grid__wide" icon="lock" intent="primary">
            {t('checkout.payment.secure')}
          </Callout>
        </div>
      ) : (
        <Callout icon="info-sign" intent="warning" className="pay-cash">
          {t('checkout.payment.cashNote')}
        </Callout>
      )}
    </Card>
  );
}

function MethodLabel({ icon, title, text }: { icon: 'credit-card' | 'bank-account'; title: string; text: string }) {
  return (
    <span className="pay-method__label">
      <Icon icon={icon} size={20} />
      <span>
        <strong>{title}</strong>
        <small>{text}</small>
      </span>
    </span>
  );
}

/** "1228" → "12/28" while typing. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
