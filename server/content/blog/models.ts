/** Blog (spec section 3: list item, sidebar, detail, edit). */
export const BLOG_CATEGORIES = [
  { value: 'productivity', label: 'Продуктивность', icon: 'trending-up' },
  { value: 'team', label: 'Команда', icon: 'users' },
  { value: 'updates', label: 'Обновления', icon: 'refresh-cw' },
  { value: 'cases', label: 'Кейсы', icon: 'briefcase' },
  { value: 'tips', label: 'Советы', icon: 'star' },
  { value: 'security', label: 'Безопасность', icon: 'shield' },
] as const;

export type BlogCategoryValue = (typeof BLOG_CATEGORIES)[number]['value'];

export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;

export type BlogStatus = (typeof BLOG_STATUSES)[number];

export interface BlogCommentRecord {
  id: number;
  /** Null for a commenter without an avatar (a freshly registered account). */
  avatar: string | null;
  userFullName: string;
  /** ISO date-time. */
  commentedAt: string;
  commentText: string;
}

export interface BlogPostRecord {
  id: number;
  title: string;
  slug: string;
  img: string;
  featuredImage: string;
  avatar: string;
  userFullName: string;
  /** ISO date-time of publication. */
  createdTime: string;
  categories: BlogCategoryValue[];
  status: BlogStatus;
  /** HTML. */
  excerpt: string;
  /** HTML. */
  content: string;
  bookmarked: boolean;
  comments: BlogCommentRecord[];
}
