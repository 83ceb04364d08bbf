import { graphql } from '../../../__generated__/gql.js';

export const ImportJobFields = graphql(`
  fragment ImportJobFields on ImportJob {
    id
    list
    status
    mode
    total
    created
    updated
    unchanged
    skipped
    failed
    batchId
  }
`);

export const ImportJobQuery = graphql(`
  query ImportJob($id: ID!) {
    importJob(id: $id) {
      ...ImportJobFields
    }
  }
`);

/** The import's progress as it goes: the payload carries its id, so the normalized cache updates the shown job. */
export const ImportJobSubscription = graphql(`
  subscription ImportJobProgress($id: ID!) {
    importJob(id: $id) {
      ...ImportJobFields
    }
  }
`);

export const CancelImportMutation = graphql(`
  mutation CancelImport($id: ID!) {
    cancelImport(id: $id) {
      ...ImportJobFields
    }
  }
`);
