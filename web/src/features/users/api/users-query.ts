import { graphql } from '../../../__generated__/gql';

/** One server-side page of the users list (spec section 7: q, role, plan, status, sort, page). */
export const UsersQuery = graphql(`
  query Users(
    $q: String
    $role: UserRole
    $currentPlan: UserPlan
    $status: UserStatus
    $sort: SortDirection
    $sortColumn: UserSortColumn
    $page: PositiveInt
    $perPage: PositiveInt
  ) {
    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {
      total
      totalEstimated
      items {
        ...UserFields
      }
    }
  }
`);
