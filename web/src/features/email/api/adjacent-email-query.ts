import { graphql } from '../../../__generated__/gql';

export const AdjacentEmailQuery = graphql(`
  query AdjacentEmail($id: ID!, $dir: PageDirection!) {
    adjacentEmail(id: $id, dir: $dir) {
      ...EmailDetailFields
    }
  }
`);
