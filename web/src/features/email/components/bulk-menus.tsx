import { Button, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailFolder, MailLabel } from '../../../__generated__/graphql';
import { MAIL_LABELS, MOVE_TARGETS } from './mailbox';

/** An icon button named `label` that opens a menu of that name. */
function MenuButton({ icon, label, disabled, children }: { icon: IconName; label: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Popover placement="bottom-start" disabled={disabled} content={<Menu aria-label={label}>{children}</Menu>}>
      <Button variant="minimal" icon={icon} disabled={disabled} aria-label={label} title={label} />
    </Popover>
  );
}

/** "Move to" menu: the folders a mail can live in, except the one it is shown from. */
export function MoveMenu({ current, onMove, disabled }: { current?: EmailFolder; onMove: (folder: EmailFolder) => void; disabled?: boolean }) {
  const { t } = useTranslation('email');
  return (
    <MenuButton icon="folder-shared-open" label={t('action.move')} disabled={disabled}>
      {MOVE_TARGETS.filter((folder) => folder !== current).map((folder) => (
        <MenuItem key={folder} icon={folder === 'trash' ? 'trash' : folder === 'spam' ? 'warning-sign' : 'inbox'} text={t(`folder.${folder}`)} onClick={() => onMove(folder)} />
      ))}
    </MenuButton>
  );
}

/** "Labels" menu: each entry toggles the label on every selected mail. */
export function LabelMenu({ onToggle, disabled, active = [] }: { onToggle: (label: MailLabel) => void; disabled?: boolean; active?: readonly MailLabel[] }) {
  const { t } = useTranslation('email');
  return (
    <MenuButton icon="tag" label={t('action.labels')} disabled={disabled}>
      {MAIL_LABELS.map(({ label, color }) => (
        <MenuItem
          key={label}
          icon={<span className="email-dot" style={{ background: color }} />}
          labelElement={active.includes(label) ? <span aria-hidden="true">✓</span> : undefined}
          text={t(`label.${label}`)}
          onClick={() => onToggle(label)}
        />
      ))}
    </MenuButton>
  );
}
