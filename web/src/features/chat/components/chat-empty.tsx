import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Two speech bubbles in the theme's colours (drawn for us, so it follows the skin). */
function ConversationIllustration() {
  return (
    <svg className="chat-empty__art" width="180" height="140" viewBox="0 0 180 140" aria-hidden="true">
      <circle cx="90" cy="70" r="66" fill="var(--primary-soft)" />
      <rect x="28" y="30" width="92" height="54" rx="14" fill="var(--surface)" stroke="var(--primary)" strokeWidth="3" />
      <path d="M48 84 L44 102 L64 84 Z" fill="var(--surface)" stroke="var(--primary)" strokeWidth="3" strokeLinejoin="round" />
      <rect x="44" y="46" width="56" height="6" rx="3" fill="var(--primary)" opacity="0.8" />
      <rect x="44" y="60" width="38" height="6" rx="3" fill="var(--primary)" opacity="0.45" />
      <rect x="84" y="64" width="72" height="44" rx="12" fill="var(--primary)" />
      <path d="M136 108 L142 124 L122 108 Z" fill="var(--primary)" />
      <circle cx="104" cy="86" r="4" fill="#fff" />
      <circle cx="120" cy="86" r="4" fill="#fff" opacity="0.8" />
      <circle cx="136" cy="86" r="4" fill="#fff" opacity="0.6" />
    </svg>
  );
}

/** Nothing open yet: invite to pick a chat or a contact. */
export function ChatEmpty({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <section className="chat-empty" data-testid="chat-empty">
      <ConversationIllustration />
      <h2 className="chat-empty__title">{t('empty.title')}</h2>
      <p className="chat-empty__text">{t('empty.text')}</p>
      <Button intent="primary" icon="chat" size="large" text={t('empty.start')} onClick={onStart} />
    </section>
  );
}
