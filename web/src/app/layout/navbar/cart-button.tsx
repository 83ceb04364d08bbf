import { Button } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__/gql';
import { Tag } from '../../../components/tag';
import { Can } from '../../../lib/ability';

/**
 * The root `cartCount` field: the ecommerce mutations change it in the normalized cache (optimistically
 * first), so the badge follows every add/remove at once, on every page, and is read fresh after a reload.
 */
const NavbarCartCountQuery = graphql(`
  query NavbarCartCount {
    cartCount
  }
`);

function CartBadgeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery(NavbarCartCountQuery);
  const count = data?.cartCount ?? 0;
  return (
    <span className="navbar__badge-holder">
      <Button variant="minimal" icon="shopping-cart" aria-label={t('navbar.cart', { count })} title={t('navbar.cart', { count })} onClick={() => navigate('/apps/ecommerce/checkout')} />
      {count > 0 ? (
        <Tag round intent="primary" className="navbar__badge" data-testid="cart-count">
          {count}
        </Tag>
      ) : null}
    </span>
  );
}

/** The cart counter slot, shown to those who may read products (the query would be refused otherwise). */
export function CartButton() {
  return (
    <Can I="read" a="Product">
      <CartBadgeButton />
    </Can>
  );
}
