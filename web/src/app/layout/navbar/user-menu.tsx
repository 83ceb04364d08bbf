import { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { ability } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import type { ConnectionState } from '../../../lib/live/connection-status';
import { useConnectionStatus } from '../../../lib/live/use-connection-status';
import { LOGIN_PATH } from '../../../lib/routing/login-path';

/** The avatar's dot follows the live connection: others see this session online only while it is connected. */
const PRESENCE: Record<ConnectionState, 'online' | 'away' | 'offline'> = { idle: 'online', connecting: 'away', online: 'online', reconnecting: 'away', offline: 'offline' };

/** Avatar, name and role; links to the profile pages the user may open, and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userData, signOut } = useAuth();
  const presence = PRESENCE[useConnectionStatus().state];
  if (!userData) return null;
  const name = userData.fullName || userData.username;
  const canContent = ability.can('read', 'Content');

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="user-menu">
          <li className="user-menu__head">
            <Avatar src={userData.avatar} name={name} size={40} status={presence} />
            <div>
              <div className="user-menu__name">{name}</div>
              <div className="text-muted">{t(`role.${userData.role}`)}</div>
            </div>
          </li>
          <MenuDivider />
          {canContent ? <MenuItem icon="person" text={t('userMenu.profile')} onClick={() => navigate('/pages/profile')} /> : null}
          {/* Every account has its own password and sessions there. */}
          <MenuItem icon="cog" text={t('userMenu.settings')} onClick={() => navigate('/pages/account-settings')} data-testid="user-menu-settings" />
          {canContent ? <MenuItem icon="dollar" text={t('userMenu.pricing')} onClick={() => navigate('/pages/pricing')} /> : null}
          {canContent ? <MenuItem icon="help" text={t('userMenu.faq')} onClick={() => navigate('/pages/faq')} /> : null}
          <MenuItem icon="key" text={t('menu.accessControl')} onClick={() => navigate('/access-control')} />
          <MenuDivider />
          <MenuItem
            icon="log-out"
            intent="danger"
            text={t('userMenu.logout')}
            data-testid="logout"
            onClick={() => {
              void signOut().then(() => navigate(LOGIN_PATH, { replace: true }));
            }}
          />
        </Menu>
      }
    >
      <button type="button" className="user-chip" data-testid="user-menu">
        <span className="user-chip__text">
          <span className="user-chip__name">{name}</span>
          <span className="user-chip__role">{t(`role.${userData.role}`)}</span>
        </span>
        <Avatar src={userData.avatar} name={name} size={38} status={presence} />
      </button>
    </PopoverNext>
  );
}
