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
        id
        avatar
        userFullName
        commentedAt
        commentText
      }
    }
  }
`);

export const BlogEditQuery = graphql(`
  query BlogEdit($id: ID) {
    blogEdit(id: $id) {
      id
      avatar
      userFullName
      createdTime
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
  }
`);

export const UpdateBlogPostMutation = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      id
      title
      slug
      categories
      tags
      blogCategories {
        value
        label
      }
      status
      excerpt
      featuredImage
      img
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
        id
        avatar
        userFullName
        commentedAt
        commentText
      }
    }
  }
`);
