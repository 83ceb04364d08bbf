import { graphql } from '../../../__generated__/gql';

/** The accounts the log can be filtered by (its person filter). */
export const AuditActorsQuery = graphql(`
  query AuditActors {
    auditActors {
      id
      fullName
      role
    }
  }
`);
