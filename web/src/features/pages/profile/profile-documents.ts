import { graphql } from '../../../__generated__/gql';

export const ProfileQuery = graphql(`
  query ProfilePage {
    profile {
      header {
        avatar
        username
        designation
        coverImg
      }
      userAbout {
        about
        joined
        lives
        email
        website
      }
      suggestedPages {
        id
        avatar
        username
        subtitle
        favorite
      }
      twitterFeeds {
        id
        imgUrl
        title
        desc
        tags
        favorite
      }
      posts {
        ...ProfilePostFields
      }
      latestPhotos {
        id
        img
      }
      suggestions {
        id
        avatar
        name
        mutualFriend
      }
      pollQuestion
      polls {
        ...PollOptionFields
      }
    }
  }
  fragment ProfilePostFields on ProfilePost {
    id
    avatar
    username
    postTime
    postText
    postImg
    likes
    youLiked
    comments
    share
    likedUsers {
      avatar
      username
    }
    likedCount
    detailedComments {
      id
      avatar
      username
      comment
      commentsLikes
      youLiked
    }
  }
  fragment PollOptionFields on PollOption {
    id
    name
    votes
    result
    votedByMe
    votedUser {
      img
      username
    }
  }
`);

export const LikePostMutation = graphql(`
  mutation LikePost($id: ID!) {
    likePost(id: $id) {
      id
      likes
      youLiked
      likedCount
      likedUsers {
        avatar
        username
      }
    }
  }
`);

export const VotePollMutation = graphql(`
  mutation VotePoll($option: ID!) {
    votePoll(option: $option) {
      ...PollOptionFields
    }
  }
`);
