import { Button, Checkbox, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EmailRowFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { useMailTime } from '../hooks/use-mail-time';
import { labelColor } from './mailbox';
import { htmlToLine } from '../../../lib/html-text';

interface Props {
  email: EmailRowFieldsFragment;
  selected: boolean;
  onSelect: (id: string) => void;
  onStar: (email: EmailRowFieldsFragment) => void;
  onOpen: (id: string) => void;
}

/** One mail in the list: unread rows are bold; the checkbox and star act without opening it. */
export function EmailRow({ email, selected, onSelect, onStar, onOpen }: Props) {
  const { t } = useTranslation('email');
  const time = useMailTime();
  const classes = ['email-row', email.isRead ? 'is-read' : 'is-unread', selected ? 'is-selected' : ''].filter(Boolean).join(' ');

  return (
    <li className={classes} data-email-id={email.id}>
      <Checkbox
        className="email-row__check"
        checked={selected}
        onChange={() => onSelect(email.id)}
        aria-label={t('list.select', { subject: email.subject })}
      />
      <Button
        variant="minimal"
        size="small"
        className={`email-star${email.isStarred ? ' is-starred' : ''}`}
        icon={<Icon icon={email.isStarred ? 'star' : 'star-empty'} />}
        aria-pressed={email.isStarred}
        aria-label={t(email.isStarred ? 'action.unstar' : 'action.star')}
        onClick={() => onStar(email)}
      />
      <button type="button" className="email-row__open" onClick={() => onOpen(email.id)}>
        <Avatar src={email.from.avatar} name={email.from.name} size={34} />
        <span className="email-row__from">{email.from.name}</span>
        <span className="email-row__text">
          <span className="email-row__subject">{email.subject || t('read.noSubject')}</span>
          <span className="email-row__preview">{htmlToLine(email.message)}</span>
        </span>
        <span className="email-row__meta">
          {email.attachments.length > 0 ? <Icon icon="paperclip" size={14} className="email-row__clip" aria-label={t('read.attachments')} /> : null}
          {email.labels.map((label) => (
            <span key={label} className="email-dot" style={{ background: labelColor(label) }} title={t(`label.${label}`)} />
          ))}
          <time dateTime={email.time}>{time.short(email.time)}</time>
        </span>
      </button>
    </li>
  );
}
