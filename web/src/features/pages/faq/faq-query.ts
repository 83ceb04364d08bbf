import { graphql } from '../../../__generated__/gql';

export const FaqQuery = graphql(`
  query FaqPage($q: String) {
    faq(q: $q) {
      key
      icon
      title
      subtitle
      qandA {
        question
        ans
      }
    }
  }
`);
