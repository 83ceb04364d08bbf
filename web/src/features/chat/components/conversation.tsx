import { Button, Popover } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ChatContactFieldsFragment, ChatProfileFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { ErrorState, LoadingState } from '../../../components/states';
import { ChatQuery } from '../api/chat-query';
import { useSendMessage } from '../hooks/use-send-message';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { useTypingContacts } from '../live/typing-store';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { TypingDots } from './typing-dots';

/** The open conversation: contact header, messages grouped by sender, the composer. */
export function Conversation({ contact, me, onBack }: { contact: ChatContactFieldsFragment; me: ChatProfileFieldsFragment; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const { data, loading, error, refetch } = useQuery(ChatQuery, { variables: { contactId: contact.id } });
  const sendMessage = useSendMessage(me.id);
  const typingSignal = useTypingSignal(contact.id);
  const typing = useTypingContacts().has(contact.id);
  const messages = data?.chat?.messages ?? [];

  return (
    <section className="chat-conversation" aria-label={t('conversation.label', { name: contact.fullName })}>
      <header className="chat-header">
        <Button variant="minimal" icon="chevron-left" className="chat-header__back rtl-flip" aria-label={t('conversation.back')} onClick={onBack} />
        <Avatar src={contact.avatar} name={contact.fullName} size={38} status={contact.status} />
        <div className="chat-header__who">
          <h2 className="chat-header__name">{contact.fullName}</h2>
          {typing ? (
            <span className="chat-header__role chat-typing" data-testid="chat-typing" aria-label={t('typing.label', { name: contact.fullName })}>
              <TypingDots />
              {t('typing.now')}
            </span>
          ) : (
            <span className="chat-header__role" data-testid="chat-header-status" data-status={contact.status}>
              <span className={`chat-status-dot chat-status-dot--${contact.status}`} />
              {t(`status.${contact.status}`)} · {contact.role}
            </span>
          )}
        </div>
        <Popover
          placement="bottom-end"
          content={
            <div className="chat-contact-card">
              <Avatar src={contact.avatar} name={contact.fullName} size={64} status={contact.status} />
              <strong>{contact.fullName}</strong>
              <span className="text-muted">{contact.role}</span>
              <h4>{t('profile.about')}</h4>
              <p>{contact.about}</p>
            </div>
          }
        >
          <Button variant="minimal" icon="info-sign" aria-label={t('conversation.info')} title={t('conversation.info')} />
        </Popover>
      </header>
      <div className="chat-body">
        {loading && !data ? (
          <LoadingState />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : messages.length === 0 ? (
          <div className="chat-first">
            <Avatar src={contact.avatar} name={contact.fullName} size={72} />
            <p>{t('conversation.first', { name: contact.fullName })}</p>
          </div>
        ) : (
          <MessageList messages={messages} me={me} contact={contact} />
        )}
      </div>
      <Composer
        contactName={contact.fullName}
        onType={typingSignal.typed}
        onSend={(text) => {
          typingSignal.sent();
          void sendMessage(contact.id, text);
        }}
      />
    </section>
  );
}
