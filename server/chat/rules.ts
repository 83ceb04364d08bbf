import { avatarOf } from '../avatars/person-avatar.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors.js';
import type { ChatContactRecord, ChatMessageRecord, ChatProfile, ChatRecord, ChatSettings, ChatStatus, ChatSummary, ProfileChanges } from './models.js';
import { MAX_ABOUT_LENGTH, MAX_MESSAGE_LENGTH, TYPING_TTL_MS, type JoiningAccount, type Presence, type TypingNotice } from './repository.js';
import type { Clock } from '../common/clock.js';

/**
 * The chat's rules that do not depend on where rows live, shared by both stores: conversation order,
 * checked messages and profile changes, presence, what a joining account starts with.
 */

/** A person of the chat directory, as stored. */
export interface Member extends ChatContactRecord {
  accountId: number;
  settings: ChatSettings;
  /** What they picked in the status selector; `status` is what the others see (presence applied). */
  chosenStatus: ChatStatus;
}

export const DEFAULT_SETTINGS: ChatSettings = { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true };

export const NO_CHAT_PROFILE = 'This account has no chat profile';
export const contactNotFound = (id: number) => `Contact ${id} not found`;

/** The account's person, or ForbiddenError (an account outside the chat, e.g. the demo client). */
export function requireMember<M>(member: M | undefined): M {
  if (!member) throw new ForbiddenError(NO_CHAT_PROFILE);
  return member;
}

/** A contact of `me`: someone else in the directory, or NotFoundError. */
export function requireContact<M extends { id: number }>(me: M, contact: M | undefined, contactId: number): M {
  if (!contact || contact.id === me.id) throw new NotFoundError(contactNotFound(contactId));
  return contact;
}

function lastMessage(chat: ChatRecord): ChatMessageRecord | undefined {
  return chat.chat[chat.chat.length - 1];
}

/** Most recent conversation first; the chat id breaks ties so the order is total. */
export function mostRecentFirst(a: ChatRecord, b: ChatRecord): number {
  return (lastMessage(b)?.time ?? '').localeCompare(lastMessage(a)?.time ?? '') || b.id - a.id;
}

/** What the sidebar shows for a conversation; null before its first message. */
export function chatSummary(chat: ChatRecord): ChatSummary | null {
  const last = lastMessage(chat);
  return last ? { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: last } : null;
}

/** A person as others see them; without a photo, with their initials avatar (server/avatars/person-avatar.ts). */
export function publicView(member: Member): ChatContactRecord {
  const { id, fullName, role, about, avatar, status } = member;
  return { id, fullName, role, about, avatar: avatarOf(fullName, avatar), status };
}

export function profileView(member: Member): ChatProfile {
  const { id, avatar, fullName, role, about, chosenStatus, settings } = member;
  return { id, avatar: avatarOf(fullName, avatar), fullName, role, about, status: chosenStatus, settings: { ...settings } };
}

/** The member after the profile changes (a new object); throws for a too long about text. */
export function withProfileChanges(member: Member, changes: ProfileChanges): Member {
  if (changes.about !== undefined && changes.about.length > MAX_ABOUT_LENGTH) {
    throw new InvalidInputError(`about is longer than ${MAX_ABOUT_LENGTH}`);
  }
  const next: Member = { ...member, settings: { ...member.settings } };
  if (changes.status !== undefined) next.status = next.chosenStatus = changes.status;
  if (changes.about !== undefined) next.about = changes.about.trim();
  const { isTwoStepAuthVerificationEnabled, isNotificationsOn } = changes.settings ?? {};
  if (isTwoStepAuthVerificationEnabled !== undefined) next.settings.isTwoStepAuthVerificationEnabled = isTwoStepAuthVerificationEnabled;
  if (isNotificationsOn !== undefined) next.settings.isNotificationsOn = isNotificationsOn;
  return next;
}

/** One person's presence over every instance holding a session of theirs: the most present wins. */
export function combinedPresence(presences: Iterable<Presence>): Presence {
  let combined: Presence = 'gone';
  for (const presence of presences) {
    if (presence === 'active') return 'active';
    if (presence === 'idle') combined = 'idle';
  }
  return combined;
}

/** What others see for a presence: the chosen status while active, `away` for an idle `online`, else offline. */
export function presenceStatus(chosen: ChatStatus, presence: Presence): ChatStatus {
  return presence === 'gone' ? 'offline' : presence === 'idle' && chosen === 'online' ? 'away' : chosen;
}

/** A joining account's person: its name (or username), no role or about, offline until it connects. */
export function joiningMember(account: JoiningAccount, id: number): Member {
  return {
    id,
    accountId: account.id,
    fullName: account.fullName || account.username,
    role: '',
    about: '',
    avatar: account.avatar,
    status: 'offline',
    chosenStatus: 'online',
    settings: { ...DEFAULT_SETTINGS },
  };
}

/** A message text as stored: trimmed, not empty, at most MAX_MESSAGE_LENGTH. */
export function checkedMessage(text: string): string {
  const message = text.trim();
  if (message.length === 0) throw new InvalidInputError('message must not be empty');
  if (message.length > MAX_MESSAGE_LENGTH) throw new InvalidInputError(`message is longer than ${MAX_MESSAGE_LENGTH}`);
  return message;
}

export function typingNotice(from: Member, to: Member, isTyping: boolean, clock: Clock): TypingNotice {
  const expiresAt = isTyping ? new Date(clock().getTime() + TYPING_TTL_MS).toISOString() : null;
  return { fromId: from.id, toId: to.id, isTyping, expiresAt, toAccountId: to.accountId };
}
