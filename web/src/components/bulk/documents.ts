import { graphql } from '../../__generated__/gql.js';

export const BulkJobFields = graphql(`
  fragment BulkJobFields on BulkJob {
    id
    kind
    status
    total
    done
    skipped
    failed
    batchId
  }
`);

export const BulkJobQuery = graphql(`
  query BulkJob($id: ID!) {
    bulkJob(id: $id) {
      ...BulkJobFields
    }
  }
`);

/** The job's progress as it goes: the payload carries its id, so the normalized cache updates the shown job. */
export const BulkJobSubscription = graphql(`
  subscription BulkJobProgress($id: ID!) {
    bulkJob(id: $id) {
      ...BulkJobFields
    }
  }
`);

export const CancelBulkJobMutation = graphql(`
  mutation CancelBulkJob($id: ID!) {
    cancelBulkJob(id: $id) {
      ...BulkJobFields
    }
  }
`);

export const RestoreAuditBatchMutation = graphql(`
  mutation RestoreAuditBatch($batchId: ID!) {
    restoreAuditBatch(batchId: $batchId) {
      ...BulkJobFields
    }
  }
`);
