import { graphql } from '../../../__generated__/gql';

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!) {
    addToCart(productId: $productId) {
      ...ProductFlags
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($productId: ID!) {
    removeFromCart(productId: $productId) {
      ...ProductFlags
    }
  }
`);

export const UpdateCartItemQuantityMutation = graphql(`
  mutation UpdateCartItemQuantity($productId: ID!, $qty: PositiveInt!) {
    updateCartItemQuantity(productId: $productId, qty: $qty) {
      id
      qty
    }
  }
`);
