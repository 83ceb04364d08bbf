import type { FastifyPluginAsync } from 'fastify';
import { protectedErrorResponses } from '../../common/schemas.js';
import { callerId } from '../../access/caller.js';
import { arr, bool, int, nullableStr, num, obj, str } from '../json-schema.js';

const userRef = obj({ avatar: str, username: str });

const postsSchema = arr(
  obj({
    id: int,
    avatar: str,
    username: str,
    postTime: str,
    postText: str,
    postImg: nullableStr,
    likes: int,
    youLiked: bool,
    comments: int,
    share: int,
    likedUsers: arr(userRef),
    likedCount: int,
    detailedComments: arr(obj({ id: int, avatar: str, username: str, comment: str, commentsLikes: int, youLiked: bool })),
  }),
);

/** GET /profile/data: the social profile page, with the caller's likes and poll vote. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/profile/data',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'The profile page: header, about, pages, feeds, posts, photos, suggestions and poll',
        response: {
          200: obj({
            header: obj({ avatar: str, username: str, designation: str, coverImg: str }),
            userAbout: obj({ about: str, joined: str, lives: str, email: str, website: str }),
            suggestedPages: arr(obj({ id: int, avatar: str, username: str, subtitle: str, favorite: bool })),
            twitterFeeds: arr(obj({ id: int, imgUrl: str, title: str, desc: str, tags: str, favorite: bool })),
            posts: postsSchema,
            // The legacy profile page reads the feed as `post`.
            post: postsSchema,
            latestPhotos: arr(obj({ id: int, img: str })),
            suggestions: arr(obj({ id: int, avatar: str, name: str, mutualFriend: str })),
            pollQuestion: str,
            polls: arr(
              obj({
                id: int,
                name: str,
                votes: int,
                result: num,
                votedUser: arr(obj({ img: str, username: str })),
                votedByMe: bool,
              }),
            ),
          }),
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      const profile = await app.repositories.content.profile.view(callerId(request));
      return { ...profile, post: profile.posts };
    },
  );
};
