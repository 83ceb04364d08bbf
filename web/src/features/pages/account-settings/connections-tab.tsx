import { Switch } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsFieldsFragment } from '../../../__generated__/graphql';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';
import { UpdateAccountSocialMutation } from './account-documents';
import { errorMessage } from './validation';

/** Connected apps switch on and off at once (saved through the social settings mutation). */
export function ConnectionsTab({ settings }: { settings: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('pages');
  const [save] = useMutation(UpdateAccountSocialMutation);
  const { connectedAccounts, socialAccounts } = settings.social.connections;
  const links = settings.social.socialLinks;
  // The input takes the six links (empty ones as null), never the cached __typename.
  const socialLinks = { twitter: links.twitter || null, facebook: links.facebook || null, google: links.google || null, linkedIn: links.linkedIn || null, instagram: links.instagram || null, quora: links.quora || null };

  async function toggle(id: string, connected: boolean) {
    try {
      await save({
        variables: { input: { socialLinks, connections: [{ id, connected }] } },
        optimisticResponse: {
          updateAccountSocial: {
            ...settings,
            social: {
              ...settings.social,
              connections: { ...settings.social.connections, connectedAccounts: connectedAccounts.map((a) => (a.id === id ? { ...a, connected } : a)) },
            },
          },
        },
      });
      toast.success(t(connected ? 'account.connected' : 'account.disconnected'));
    } catch (error) {
      toast.error(errorMessage(error, t('account.saveFailed')));
    }
  }

  return (
    <div className="connections" data-testid="account-connections">
      <section>
        <h3 className="section-title">{t('account.connectedAccounts')}</h3>
        <p className="text-muted">{t('account.connectedHint')}</p>
        <ul className="connection-list">
          {connectedAccounts.map((a) => (
            <li key={a.id}>
              <img src={a.img} alt="" width={36} height={36} />
              <div className="connection-list__text">
                <strong>{a.title}</strong>
                <span className="text-muted">{a.subtitle}</span>
              </div>
              <Switch large checked={a.connected} aria-label={a.title} onChange={(e) => void toggle(String(a.id), e.currentTarget.checked)} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="section-title">{t('account.socialAccounts')}</h3>
        <p className="text-muted">{t('account.socialHint')}</p>
        <ul className="connection-list">
          {socialAccounts.map((a) => (
            <li key={a.id}>
              <img src={a.img} alt="" width={36} height={36} />
              <div className="connection-list__text">
                <strong>{a.title}</strong>
                {a.linked ? (
                  <a href={a.url} target="_blank" rel="noopener noreferrer">
                    {a.url.replace(/^https?:\/\//, '')}
                  </a>
                ) : (
                  <span className="text-muted">{t('account.notConnected')}</span>
                )}
              </div>
              <Tag round minimal intent={a.linked ? 'success' : 'none'} icon={a.linked ? 'link' : 'disable'}>
                {a.linked ? t('account.linked') : t('account.notLinked')}
              </Tag>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
