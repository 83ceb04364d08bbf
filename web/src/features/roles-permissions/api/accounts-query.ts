import { graphql } from '../../../__generated__/gql.js';

/** One server-side page of accounts (id order), searched and filtered by role and activity. */
export const AccountsQuery = graphql(`
  query Accounts($q: String, $role: AccountRole, $active: Boolean, $page: PositiveInt, $perPage: PositiveInt) {
    accounts(q: $q, role: $role, active: $active, page: $page, perPage: $perPage) {
      total
      items {
        ...AccountFields
      }
    }
  }
`);

/** How many active accounts hold each role: the role cards and the last-admin guard. */
export const AccountRoleCountsQuery = graphql(`
  query AccountRoleCounts {
    accountRoleCounts {
      role
      count
    }
  }
`);
