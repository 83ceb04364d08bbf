import { graphql } from '../../../__generated__/gql';

/** Cart lines of the checkout's first step. */
export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartLineFields
    }
  }
`);
