import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CartLineFieldsFragment } from '../../../__generated__/graphql';
import { BackToShopState } from '../components/product-card';
import { CartLine } from './cart-line';

/** The first step: the cart's lines (or an empty cart that leads back to the shop). */
export function CartStep({ lines }: { lines: readonly CartLineFieldsFragment[] }) {
  const { t } = useTranslation('ecommerce');
  if (lines.length === 0) {
    return (
      <Card className="card">
        <BackToShopState icon="shopping-cart" title={t('cart.empty.title')} description={t('cart.empty.text')} action={t('cart.empty.action')} />
      </Card>
    );
  }
  return (
    <div className="cart-lines" data-testid="cart-step">
      {lines.map((line) => (
        <CartLine key={line.id} line={line} />
      ))}
    </div>
  );
}
