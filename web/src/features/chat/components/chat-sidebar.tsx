import { InputGroup } from '@blueprintjs/core';
import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatContactFieldsFragment, ChatProfileFieldsFragment, ChatSummaryFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { Tag } from '../../../components/tag';
import { useChatTime } from '../hooks/use-chat-time';
import { useTypingContacts } from '../live/typing-store';
import { ProfilePanel } from './profile-panel';
import { TypingDots } from './typing-dots';

interface Props {
  profile: ChatProfileFieldsFragment | undefined;
  chats: readonly ChatSummaryFieldsFragment[];
  contacts: readonly ChatContactFieldsFragment[];
  activeContactId: string | null;
  onOpen: (contactId: string) => void;
}

function matches(contact: ChatContactFieldsFragment, q: string): boolean {
  return q === '' || contact.fullName.toLowerCase().includes(q) || contact.role.toLowerCase().includes(q);
}

/** The seller's card, search, the chats (latest message first) and the address book. */
export const ChatSidebar = forwardRef<HTMLInputElement, Props>(function ChatSidebar({ profile, chats, contacts, activeContactId, onOpen }, searchRef) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  const [search, setSearch] = useState('');
  const [profileOpen, setProfileOpen] = useState(false);
  const typing = useTypingContacts();
  const q = search.trim().toLowerCase();

  const shownChats = useMemo(
    () =>
      chats
        .filter((chat) => matches(chat.contact, q))
        .toSorted((a, b) => (b.lastMessage?.time ?? '').localeCompare(a.lastMessage?.time ?? '')),
    [chats, q],
  );
  const shownContacts = useMemo(() => contacts.filter((contact) => matches(contact, q)), [contacts, q]);

  return (
    <aside className="chat-sidebar" aria-label={t('sidebar.label')}>
      <div className="chat-sidebar__top">
        {profile ? (
          <button type="button" className="chat-me" onClick={() => setProfileOpen(true)} aria-label={t('profile.open')} aria-expanded={profileOpen}>
            <Avatar src={profile.avatar} name={profile.fullName} size={40} status={profile.status} />
          </button>
        ) : null}
        <InputGroup
          inputRef={searchRef}
          type="search"
          leftIcon="search"
          round
          placeholder={t('sidebar.search')}
          aria-label={t('sidebar.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="chat-sidebar__search"
        />
      </div>
      <div className="chat-sidebar__scroll">
        <h3 className="chat-sidebar__heading">{t('sidebar.chats')}</h3>
        {shownChats.length === 0 ? <p className="chat-sidebar__none">{t('sidebar.noChats')}</p> : null}
        <ul className="chat-list" data-testid="chat-list">
          {shownChats.map((chat) => (
            <li key={chat.id}>
              <button
                type="button"
                className={`chat-item${activeContactId === chat.userId ? ' is-active' : ''}`}
                onClick={() => onOpen(chat.userId)}
                data-contact-id={chat.userId}
                aria-current={activeContactId === chat.userId ? 'true' : undefined}
              >
                <Avatar src={chat.contact.avatar} name={chat.contact.fullName} size={40} status={chat.contact.status} />
                <span className="chat-item__text">
                  <span className="chat-item__name">{chat.contact.fullName}</span>
                  {typing.has(chat.userId) ? (
                    <span className="chat-item__preview chat-typing">
                      <TypingDots />
                      {t('typing.now')}
                    </span>
                  ) : (
                    <span className="chat-item__preview">{chat.lastMessage?.message ?? chat.contact.about}</span>
                  )}
                </span>
                <span className="chat-item__meta">
                  {chat.lastMessage ? <time dateTime={chat.lastMessage.time}>{time.short(chat.lastMessage.time)}</time> : null}
                  {chat.unseenMsgs > 0 ? (
                    <Tag round intent="danger" className="chat-item__badge" aria-label={t('sidebar.unseen', { count: chat.unseenMsgs })}>
                      {chat.unseenMsgs}
                    </Tag>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <h3 className="chat-sidebar__heading">{t('sidebar.contacts')}</h3>
        {shownContacts.length === 0 ? <p className="chat-sidebar__none">{t('sidebar.noContacts')}</p> : null}
        <ul className="chat-list" data-testid="contact-list">
          {shownContacts.map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                className={`chat-item${activeContactId === contact.id ? ' is-active' : ''}`}
                onClick={() => onOpen(contact.id)}
                data-contact-id={contact.id}
              >
                <Avatar src={contact.avatar} name={contact.fullName} size={40} status={contact.status} />
                <span className="chat-item__text">
                  <span className="chat-item__name">{contact.fullName}</span>
                  <span className="chat-item__preview">{contact.about}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {profileOpen && profile ? <ProfilePanel profile={profile} onClose={() => setProfileOpen(false)} /> : null}
    </aside>
  );
});
