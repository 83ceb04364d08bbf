import { Button, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MailFolder, MailLabel } from '../../../__generated__/graphql';
import { Tag } from '../../../components/tag';
import { EmailsMetaQuery } from '../api/emails-meta-query';
import { MAIL_FOLDERS, MAIL_LABELS } from './mailbox';

/** Compose button, the mailbox views with their counters (from `emailsMeta`) and the labels. */
export function EmailSidebar({ active, onCompose }: { active: { folder?: MailFolder; label?: MailLabel }; onCompose: () => void }) {
  const { t } = useTranslation('email');
  const { data } = useQuery(EmailsMetaQuery);
  const meta = data?.emailsMeta;

  return (
    <aside className="email-sidebar" aria-label={t('sidebar.label')}>
      <div className="email-sidebar__compose">
        <Button intent="primary" fill size="large" icon="edit" text={t('compose.open')} onClick={onCompose} />
      </div>
      <nav className="email-sidebar__scroll">
        <ul className="email-nav" aria-label={t('sidebar.folders')}>
          {MAIL_FOLDERS.map(({ folder, icon, count }) => {
            const value = count && meta ? meta[count] : 0;
            return (
              <li key={folder}>
                <NavLink
                  to={folder === 'inbox' ? '/apps/email' : `/apps/email/${folder}`}
                  className={() => `email-nav__link${active.folder === folder && !active.label ? ' is-active' : ''}`}
                  aria-current={active.folder === folder && !active.label ? 'page' : undefined}
                  data-folder={folder}
                >
                  <Icon icon={icon} size={16} />
                  <span className="email-nav__text">{t(`folder.${folder}`)}</span>
                  {value > 0 ? (
                    <Tag round minimal intent={folder === 'spam' ? 'danger' : folder === 'draft' ? 'warning' : 'primary'} className="email-nav__count" aria-label={t('sidebar.count', { count: value })}>
                      {value}
                    </Tag>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <h3 className="email-sidebar__heading">{t('sidebar.labels')}</h3>
        <ul className="email-nav" aria-label={t('sidebar.labels')}>
          {MAIL_LABELS.map(({ label, color }) => (
            <li key={label}>
              <NavLink
                to={`/apps/email/label/${label}`}
                className={() => `email-nav__link${active.label === label ? ' is-active' : ''}`}
                aria-current={active.label === label ? 'page' : undefined}
                data-label={label}
              >
                <span className="email-dot" style={{ background: color }} />
                <span className="email-nav__text">{t(`label.${label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
