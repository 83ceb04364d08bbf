import { Button, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX = 2000;

/** Enter sends, Shift+Enter starts a new line; blank messages are never sent. Each change of the text is reported (typing indicator). */
export function Composer({ onSend, onType, contactName }: { onSend: (text: string) => void; onType?: (text: string) => void; contactName: string }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function submit() {
    if (blank) return;
    onSend(text.trim());
    setText('');
  }

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextArea
        className="chat-composer__input"
        aria-label={t('composer.label', { name: contactName })}
        placeholder={t('composer.placeholder')}
        value={text}
        maxLength={MAX}
        rows={1}
        autoResize
        autoFocus
        onChange={(e) => {
          setText(e.target.value);
          onType?.(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Button type="submit" intent="primary" icon="send-message" className="chat-composer__send rtl-flip" disabled={blank} text={t('composer.send')} />
    </form>
  );
}
