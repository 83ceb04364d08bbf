import { Button, Callout, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../../../../__generated__/graphql';
import { ScrollTable } from '../../../../components/tables';
import { toast } from '../../../../lib/toaster';
import { TabCard } from './tab-card';

const EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;
type Event = (typeof EVENTS)[number];
type Channel = (typeof CHANNELS)[number];
type Matrix = Record<Event, Record<Channel, boolean>>;

/**
 * Starting choices follow the account's status: an active user gets everything, a pending one only
 * e-mail about the account, an inactive one nothing. The API stores no such settings, hence the note.
 */
function initial(status: UserStatus): Matrix {
  const on = (event: Event, channel: Channel) => status === 'active' || (status === 'pending' && channel === 'email' && event !== 'newForYou');
  return Object.fromEntries(EVENTS.map((e) => [e, Object.fromEntries(CHANNELS.map((c) => [c, on(e, c)]))])) as Matrix;
}

export function NotificationsTab({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  const [matrix, setMatrix] = useState<Matrix>(() => initial(status));

  const toggle = (event: Event, channel: Channel) => setMatrix((m) => ({ ...m, [event]: { ...m[event], [channel]: !m[event][channel] } }));

  return (
    <TabCard flush testId="tab-notifications" title={t('notifications.title')} lead={t('notifications.lead')}>
      <ScrollTable
        className="users-data-table notifications-table"
        head={
          <>
            <th scope="col">{t('notifications.type')}</th>
            {CHANNELS.map((c) => (
              <th scope="col" key={c}>
                {t(`notifications.channel.${c}`)}
              </th>
            ))}
          </>
        }
      >
        {EVENTS.map((event) => (
          <tr key={event}>
            <td>{t(`notifications.event.${event}`)}</td>
            {CHANNELS.map((channel) => (
              <td key={channel}>
                <Checkbox
                  className="notifications-table__check"
                  checked={matrix[event][channel]}
                  aria-label={t('notifications.toggle', { event: t(`notifications.event.${event}`), channel: t(`notifications.channel.${channel}`) })}
                  onChange={() => toggle(event, channel)}
                />
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
      <div className="notifications-footer">
        <Callout icon="info-sign" className="notifications-footer__note">
          {t('notifications.note')}
        </Callout>
        <div className="notifications-footer__actions">
          <Button intent="primary" text={t('notifications.save')} onClick={() => toast.success(t('notifications.saved'))} />
          <Button variant="outlined" text={t('notifications.reset')} onClick={() => setMatrix(initial(status))} />
        </div>
      </div>
    </TabCard>
  );
}
