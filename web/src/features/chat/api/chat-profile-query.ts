import { graphql } from '../../../__generated__/gql';

export const ChatProfileQuery = graphql(`
  query ChatProfile {
    chatProfile {
      ...ChatProfileFields
    }
  }
`);
