import { graphql } from '../../../__generated__/gql';

export const KnowledgeBaseQuery = graphql(`
  query KnowledgeBase {
    knowledgeBase {
      id
      category
      img
      title
      desc
    }
  }
`);

export const KbCategoryQuery = graphql(`
  query KbCategory($slug: String!) {
    kbCategory(slug: $slug) {
      id
      title
      icon
      iconColor
      questions {
        id
        question
        slug
      }
    }
  }
`);

export const KbQuestionQuery = graphql(`
  query KbQuestion($category: String!, $slug: String!) {
    kbQuestion(category: $category, slug: $slug) {
      id
      category
      slug
      title
      lastUpdated
      content
      relatedQuestions {
        id
        question
        slug
      }
    }
  }
`);
