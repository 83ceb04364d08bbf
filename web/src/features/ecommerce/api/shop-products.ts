import { graphql } from '../../../__generated__/gql';

/** The shop grid/list: one server page of products (search, sort and paging happen on the server). */
export const ShopProductsQuery = graphql(`
  query ShopProducts($q: String!, $sortBy: ProductSort!, $page: PositiveInt!, $perPage: PositiveInt!) {
    products(q: $q, sortBy: $sortBy, page: $page, perPage: $perPage) {
      total
      items {
        ...ProductCardFields
      }
    }
  }
`);
