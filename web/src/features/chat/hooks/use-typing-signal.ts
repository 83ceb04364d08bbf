import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { SetChatTypingMutation } from '../api/set-chat-typing-mutation';

/** The server lets an indicator lapse 6 s after the last `true`: renew well before that while typing. */
const RENEW_MS = 3_000;
/** No keystroke for this long means the user stopped typing. */
const IDLE_MS = 4_000;

/**
 * Tells the contact this account is typing: `true` on the first keystroke and every few seconds while
 * keys keep coming, `false` after a pause, on leaving the conversation or when the composer is cleared.
 * Sending a message stops the indicator on the server, so `sent` only forgets the state. The signal is a
 * courtesy: a lost one changes nothing but an indicator that lapses by itself, so failures are not shown.
 */
export function useTypingSignal(contactId: string): { typed: (text: string) => void; sent: () => void } {
  const [signal] = useMutation(SetChatTypingMutation);
  const lastTrue = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(
    (isTyping: boolean) => {
      signal({ variables: { contactId, isTyping } }).catch(() => undefined);
    },
    [signal, contactId],
  );

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (lastTrue.current === 0) return;
    lastTrue.current = 0;
    send(false);
  }, [send]);

  useEffect(() => stop, [stop]);

  return {
    typed(text: string) {
      if (text.trim() === '') return stop();
      const now = Date.now();
      if (now - lastTrue.current > RENEW_MS) {
        lastTrue.current = now;
        send(true);
      }
      clearTimeout(idle.current);
      idle.current = setTimeout(stop, IDLE_MS);
    },
    sent() {
      clearTimeout(idle.current);
      lastTrue.current = 0;
    },
  };
}
