import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EmailFolder, MailLabel } from '../../../__generated__/graphql';
import { MAIL_LABELS, MOVE_TARGETS } from './mailbox';

/** "Move to" menu: the folders a mail can live in, except the one it is shown from. */
export function MoveMenu({ current, onMove, disabled }: { current?: EmailFolder; onMove: (folder: EmailFolder) => void; disabled?: boolean }) {
  const { t } = useTranslation('email');
  return (
    <Popover
      placement="bottom-start"
      disabled={disabled}
      content={
        <Menu aria-label={t('action.move')}>
          {MOVE_TARGETS.filter((folder) => folder !== current).map((folder) => (
            <MenuItem key={folder} icon={folder === 'trash' ? 'trash' : folder === 'spam' ? 'warning-sign' : 'inbox'} text={t(`folder.${folder}`)} onClick={() => onMove(folder)} />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="folder-shared-open" disabled={disabled} aria-label={t('action.move')} title={t('action.move')} />
    </Popover>
  );
}

/** "Labels" menu: each entry toggles the label on every selected mail. */
export function LabelMenu({ onToggle, disabled, active = [] }: { onToggle: (label: MailLabel) => void; disabled?: boolean; active?: readonly MailLabel[] }) {
  const { t } = useTranslation('email');
  return (
    <Popover
      placement="bottom-start"
      disabled={disabled}
      content={
        <Menu aria-label={t('action.labels')}>
          {MAIL_LABELS.map(({ label, color }) => (
            <MenuItem
              key={label}
              icon={<span className="email-dot" style={{ background: color }} />}
              labelElement={active.includes(label) ? <span aria-hidden="true">✓</span> : undefined}
              text={t(`label.${label}`)}
              onClick={() => onToggle(label)}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="tag" disabled={disabled} aria-label={t('action.labels')} title={t('action.labels')} />
    </Popover>
  );
}
