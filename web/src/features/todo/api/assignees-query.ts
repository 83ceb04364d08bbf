import { graphql } from '../../../__generated__/gql';

/** Team members: the choices of the drawer's assignee select. */
export const AssigneesQuery = graphql(`
  query TaskAssignees {
    assignees {
      id
      fullName
      avatar
    }
  }
`);
