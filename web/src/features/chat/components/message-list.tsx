import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatContactFieldsFragment, ChatMessageFieldsFragment, ChatProfileFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { useChatTime } from '../hooks/use-chat-time';

interface Group {
  senderId: string;
  messages: ChatMessageFieldsFragment[];
}

/** Consecutive messages of one sender on one day form a group (one avatar, one time). */
function groupMessages(messages: readonly ChatMessageFieldsFragment[], sameDay: (a: string, b: string) => boolean): Group[] {
  const groups: Group[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    const lastMessage = last?.messages.at(-1);
    if (last && lastMessage && last.senderId === message.senderId && sameDay(lastMessage.time, message.time)) last.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ messages, me, contact }: { messages: readonly ChatMessageFieldsFragment[]; me: ChatProfileFieldsFragment; contact: ChatContactFieldsFragment }) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  const end = useRef<HTMLDivElement>(null);
  const groups = groupMessages(messages, time.sameDay);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <div className="chat-messages" role="log" aria-live="polite" aria-label={t('conversation.log', { name: contact.fullName })}>
      {groups.map((group, i) => {
        const mine = group.senderId === me.id;
        const first = group.messages[0];
        const previous = groups[i - 1]?.messages.at(-1);
        const last = group.messages[group.messages.length - 1];
        return (
          <Fragment key={first.id}>
            {!previous || !time.sameDay(previous.time, first.time) ? (
              <div className="chat-day" role="separator">
                <span>{time.day(first.time)}</span>
              </div>
            ) : null}
            <div className={`chat-group ${mine ? 'chat-group--mine' : 'chat-group--theirs'}`} data-sender={mine ? 'me' : 'contact'}>
              <Avatar src={mine ? me.avatar : contact.avatar} name={mine ? me.fullName : contact.fullName} size={32} />
              <div className="chat-group__bubbles">
                {group.messages.map((message) => (
                  <p key={message.id} className="chat-bubble" title={time.time(message.time)}>
                    {message.message}
                  </p>
                ))}
                <time className="chat-group__time" dateTime={last.time}>
                  {time.time(last.time)}
                </time>
              </div>
            </div>
          </Fragment>
        );
      })}
      <div ref={end} />
    </div>
  );
}
