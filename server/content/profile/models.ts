/** The social profile page (spec section 3, "Profile data"). */
export interface ProfileUserRef {
  avatar: string;
  username: string;
}

export interface ProfileComment {
  id: number;
  avatar: string;
  username: string;
  comment: string;
  commentsLikes: number;
  youLiked: boolean;
}

export interface ProfilePostRecord {
  id: number;
  avatar: string;
  username: string;
  /** ISO date-time. */
  postTime: string;
  postText: string;
  postImg: string | null;
  likes: number;
  youLiked: boolean;
  comments: number;
  share: number;
  likedUsers: ProfileUserRef[];
  detailedComments: ProfileComment[];
}

export interface PollOptionRecord {
  id: number;
  name: string;
  /** Votes cast before this app started; live votes are counted per account by the repository. */
  baseVotes: number;
  votedUser: { img: string; username: string }[];
}

export interface ProfileSeed {
  header: { avatar: string; username: string; designation: string; coverImg: string };
  userAbout: { about: string; joined: string; lives: string; email: string; website: string };
  suggestedPages: { id: number; avatar: string; username: string; subtitle: string; favorite: boolean }[];
  twitterFeeds: { id: number; imgUrl: string; title: string; desc: string; tags: string; favorite: boolean }[];
  posts: ProfilePostRecord[];
  latestPhotos: { id: number; img: string }[];
  suggestions: { id: number; avatar: string; name: string; mutualFriend: string }[];
  pollQuestion: string;
  polls: PollOptionRecord[];
}
