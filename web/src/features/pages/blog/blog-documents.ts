import { graphql } from '../../../__generated__/gql';

export const BlogListQuery = graphql(`
  query BlogList($q: String) {
    blogPosts(q: $q) {
      id
      title
      img
      avatar
      userFullName
      blogPosted
      categories
      tags
      excerpt
      comment
    }
  }
`);

export const BlogSidebarQuery = graphql(`
  query BlogSidebar {
    blogSidebar {
      recentPosts {
        id
        title
        img
        createdTime
      }
      categories {
        category
        value
        icon
      }
    }
  }
`);

/** A comment under a post, as the post's page shows it. */
export const BlogCommentFields = graphql(`
  fragment BlogCommentFields on BlogComment {
    id
    avatar
    userFullName
    commentedAt
    commentText
  }
`);

/** What the edit form reads and writes back: the post's editable fields. */
export const BlogEditFields = graphql(`
  fragment BlogEditFields on BlogPost {
    id
    title
    slug
    categories
    blogCategories {
      value
      label
    }
    status
    excerpt
    featuredImage
    img
  }
`);

export const BlogPostQuery = graphql(`
  query BlogPostDetail($id: ID) {
    blogPost(id: $id) {
      id
      title
      img
      avatar
      userFullName
      createdTime
      tags
      content
      bookmarked
      comment
      comments {
        ...BlogCommentFields
      }
    }
  }
`);

export const BlogEditQuery = graphql(`
  query BlogEdit($id: ID) {
    blogEdit(id: $id) {
      ...BlogEditFields
      avatar
      userFullName
      createdTime
    }
  }
`);

export const UpdateBlogPostMutation = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      ...BlogEditFields
      tags
    }
  }
`);

export const ToggleBlogBookmarkMutation = graphql(`
  mutation ToggleBlogBookmark($id: ID!) {
    toggleBlogBookmark(id: $id) {
      id
      bookmarked
    }
  }
`);

export const AddBlogCommentMutation = graphql(`
  mutation AddBlogComment($id: ID!, $text: String!) {
    addBlogComment(id: $id, text: $text) {
      id
      comment
      comments {
        ...BlogCommentFields
      }
    }
  }
`);
