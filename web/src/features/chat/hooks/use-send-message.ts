import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ChatConversationFieldsFragment, ChatSummaryFieldsFragment, SendMessageMutation } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { storeSentChat } from '../api/chat-cache';
import { ChatContactFields } from '../api/chat-fields';
import { ChatQuery } from '../api/chat-query';
import { SendMessageMutation as SendMessageDocument } from '../api/send-message-mutation';

type SentChat = ChatSummaryFieldsFragment & ChatConversationFieldsFragment;

/**
 * Sends as the seller. The message is appended at once (optimistic answer built from the cached
 * conversation, or a provisional chat for a first message) and stays when the server's whole
 * conversation replaces it; on error the optimistic layer is dropped and a toast says why.
 */
export function useSendMessage(profileId: string | undefined) {
  const client = useApolloClient();
  const { t } = useTranslation('chat');
  const [send] = useMutation(SendMessageDocument);

  function optimistic(contactId: string, text: string): SendMessageMutation | undefined {
    if (!profileId) return undefined;
    const contactRef = client.cache.identify({ __typename: 'ChatContact', id: contactId });
    const contact = contactRef ? client.cache.readFragment({ fragment: ChatContactFields, id: contactRef }) : null;
    if (!contact) return undefined;
    const current = client.cache.readQuery({ query: ChatQuery, variables: { contactId } })?.chat ?? null;
    // A provisional id until the server numbers it; the answer (or its live echo) brings the real one.
    const message = { __typename: 'ChatMessage', id: `pending-${Date.now()}`, message: text, time: new Date().toISOString(), senderId: profileId };
    const chat: SentChat = {
      ...current,
      // A first message has no chat id yet: a provisional one, replaced by the server's.
      id: current?.id ?? `pending-${contactId}`,
      userId: contactId,
      unseenMsgs: 0,
      contact,
      lastMessage: message,
      messages: [...(current?.messages ?? []), message],
    };
    const sendMessage = { __typename: 'SendMessagePayload', message, chat: { __typename: 'Chat', ...chat } };
    return { sendMessage };
  }

  return async function sendMessage(contactId: string, text: string): Promise<boolean> {
    try {
      await send({
        variables: { contactId, message: text },
        optimisticResponse: optimistic(contactId, text),
        update(cache, { data }) {
          if (data) storeSentChat(cache, contactId, data.sendMessage.chat);
        },
      });
      return true;
    } catch (error) {
      toast.error(t('toast.sendFailed', { message: (error as Error).message }));
      return false;
    }
  };
}
