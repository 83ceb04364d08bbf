/** Chat records as the repository keeps them (spec section 3, "Chat profile user", "Contact", "Chat"). */
export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export interface ChatSettings {
  isTwoStepAuthVerificationEnabled: boolean;
  isNotificationsOn: boolean;
}

/** The seller using the chat; its id is the senderId of their messages. */
export interface ChatProfile {
  id: number;
  /** Stored: null without a photo; shown (rules.ts views): their initials avatar then. */
  avatar: string | null;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: ChatSettings;
}

export interface ChatContactRecord {
  id: number;
  fullName: string;
  role: string;
  about: string;
  /** Stored: null without a photo; shown (rules.ts views): their initials avatar then. */
  avatar: string | null;
  status: ChatStatus;
}

/** A message as the legacy REST face shows it. */
export interface ChatMessage {
  message: string;
  /** ISO-8601, set by the server. */
  time: string;
  senderId: number;
}

/** A stored message: the server's id is unique across conversations and increases in acceptance order. */
export interface ChatMessageRecord extends ChatMessage {
  id: number;
}

/** A conversation as one of its two people sees it. */
export interface ChatRecord {
  id: number;
  /** The contact this conversation is with (the other person). */
  userId: number;
  /** Messages from the contact this person has not seen. */
  unseenMsgs: number;
  /** Oldest first. */
  chat: ChatMessageRecord[];
}

/** What the sidebar shows for a conversation. */
export interface ChatSummary {
  id: number;
  unseenMsgs: number;
  lastMessage: ChatMessage;
}

export interface ProfileChanges {
  status?: ChatStatus;
  about?: string;
  settings?: Partial<ChatSettings>;
}

/** A seeded conversation as the demo admin sees it; the server numbers its messages. */
export type SeedChat = Omit<ChatRecord, 'chat'> & { chat: ChatMessage[] };

/** Who signs in as a person of the chat directory, and which to-do team member (if any) they are. */
export interface ChatMemberSeed {
  chatUserId: number;
  accountId: number;
  teamMemberId: number | null;
}

/**
 * Seed of the chat domain (spec section 3), from the demo admin's side: her profile, her contacts (every
 * other person of the directory) and her conversations. Every person is an account (seed/accounts.ts).
 */
export interface ChatSeed {
  profileUser: ChatProfile;
  contacts: ChatContactRecord[];
  /** Unread counts are the demo admin's; the contacts have read everything. */
  chats: SeedChat[];
  members: ChatMemberSeed[];
}
