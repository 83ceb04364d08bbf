import { graphql } from '../../../__generated__/gql';

/**
 * Related products in one request: products of the same kind (their names share the first word,
 * e.g. "Смартфон"), topped up with featured ones when the kind is small.
 */
export const RelatedProductsQuery = graphql(`
  query RelatedProducts($kind: String!) {
    sameKind: products(q: $kind, perPage: 12) {
      items {
        ...ProductCardFields
      }
    }
    featured: products(perPage: 12) {
      items {
        ...ProductCardFields
      }
    }
  }
`);
