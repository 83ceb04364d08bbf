import { Card } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { toast } from '../../../lib/toaster';
import { ChatProfileQuery } from '../api/chat-profile-query';
import { ChatsAndContactsQuery } from '../api/chats-and-contacts-query';
import { OpenChatMutation } from '../api/open-chat-mutation';
import { ChatEmpty } from '../components/chat-empty';
import { ChatSidebar } from '../components/chat-sidebar';
import { Conversation } from '../components/conversation';
import '../chat.css';

/** The chat app (spec sections 2-4): the open contact lives in ?contact=, so a reload keeps it. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const [searchParams, setSearchParams] = useSearchParams();
  const contactId = searchParams.get('contact');
  const searchRef = useRef<HTMLInputElement>(null);
  const lists = useQuery(ChatsAndContactsQuery);
  const profile = useQuery(ChatProfileQuery);
  const [openChat] = useMutation(OpenChatMutation);

  const chats = lists.data?.chatsAndContacts.chats ?? [];
  const contacts = lists.data?.chatsAndContacts.contacts ?? [];
  const contact = contacts.find((c) => c.id === contactId);
  const chat = chats.find((c) => c.userId === contactId);
  const chatId = chat?.id;
  const hasUnseen = (chat?.unseenMsgs ?? 0) > 0;

  // Opening a conversation marks it seen; the badge clears at once (optimistic) and stays cleared.
  useEffect(() => {
    if (!contactId || !chatId || !hasUnseen) return;
    // __typename is not in the generated type, but the cache needs it to find the chat.
    const seen = { __typename: 'Chat', id: chatId, unseenMsgs: 0 };
    openChat({ variables: { contactId }, optimisticResponse: { openChat: seen } }).catch((error: Error) => toast.error(t('toast.openFailed', { message: error.message })));
  }, [contactId, chatId, hasUnseen, openChat, t]);

  // Back from a conversation (on a phone the list comes back in its place), focus returns to that contact's entry.
  const lastContact = useRef(contactId);
  useEffect(() => {
    const closed = lastContact.current;
    lastContact.current = contactId;
    if (closed && !contactId) document.querySelector<HTMLElement>(`.chat-list [data-contact-id="${CSS.escape(closed)}"]`)?.focus();
  }, [contactId]);

  function open(id: string | null) {
    setSearchParams(id ? { contact: id } : {});
  }

  const me = profile.data?.chatProfile;
  const error = lists.error ?? profile.error;

  return (
    <div className="page chat-page">
      <PageHeader title={t('pages.chat.title')} />
      <Card className={`card card--flush chat-app${contact ? ' chat-app--open' : ''}`}>
        {error ? (
          <ErrorState error={error} onRetry={() => void Promise.all([lists.refetch(), profile.refetch()])} />
        ) : !lists.data || !me ? (
          <LoadingState />
        ) : (
          <>
            <ChatSidebar ref={searchRef} profile={me} chats={chats} contacts={contacts} activeContactId={contact?.id ?? null} onOpen={open} />
            {contact ? <Conversation key={contact.id} contact={contact} me={me} onBack={() => open(null)} /> : <ChatEmpty onStart={() => searchRef.current?.focus()} />}
          </>
        )}
      </Card>
    </div>
  );
}
