import { graphql } from '../../../__generated__/gql';

/** One product by the slug of its route. */
export const ProductDetailQuery = graphql(`
  query ProductDetail($slug: String!) {
    productBySlug(slug: $slug) {
      ...ProductCardFields
      colorOptions
    }
  }
`);
