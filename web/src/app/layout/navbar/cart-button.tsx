import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCartCount } from '../../../lib/cart/cart-count';

/** The cart counter slot: the badge shows `useCartCount`, which the ecommerce feature keeps current. */
export function CartButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const count = useCartCount(userData?.extras.eCommerceCartItemsCount ?? 0);
  return (
    <Can I="read" a="Product">
      <span className="navbar__badge-holder">
        <Button variant="minimal" icon="shopping-cart" aria-label={t('navbar.cart', { count })} title={t('navbar.cart', { count })} onClick={() => navigate('/apps/ecommerce/checkout')} />
        {count > 0 ? (
          <Tag round intent="primary" className="navbar__badge" data-testid="cart-count">
            {count}
          </Tag>
        ) : null}
      </span>
    </Can>
  );
}
