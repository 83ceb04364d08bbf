import { Card, Classes, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PermissionRole } from '../../../__generated__/graphql';
import { LinkButton } from '../../../components/link-button';
import { ROLE_ICON } from './role-meta';

const SHOWN_ABILITIES = 4;

interface Props {
  role: PermissionRole;
  /** Its active accounts; undefined when the viewer may not read accounts. */
  accounts: number | undefined;
  abilities: readonly string[];
  selected: boolean;
  onSelect: () => void;
  /** Drawn as a placeholder of its final size while the roles load (contents hidden, no test id). */
  skeleton?: boolean;
}

/** What a card shows while the roles load: four permissions and a "more" line, as most roles have. */
export const LOADING_ABILITIES = ['1', '2', '3', '4', '5'];

/** One role: how many accounts hold it, how many permissions it holds and the first of them. */
export function RoleCard({ role, accounts, abilities, selected, onSelect, skeleton = false }: Props) {
  const { t } = useTranslation('roles-permissions');
  return (
    <Card
      className={`card role-card role-card--${role}${selected ? ' role-card--selected' : ''}${skeleton ? ` ${Classes.SKELETON}` : ''}`}
      data-testid={skeleton ? undefined : `role-card-${role}`}
    >
      <div className="role-card__top">
        {accounts === undefined ? (
          <span />
        ) : (
          <LinkButton to={`/apps/accounts?role=${role}&status=active`} variant="minimal" size="small" icon="people" text={t('roles.accounts', { count: accounts })} data-testid="role-account-count" />
        )}
      </div>
      <div className="role-card__title">
        <span className="role-card__icon">
          <Icon icon={ROLE_ICON[role]} size={18} />
        </span>
        <div>
          <h3>{t(`role.${role}`)}</h3>
          <span className="text-muted" data-testid="role-permission-count">
            {t('roles.permissions', { count: abilities.length })}
          </span>
        </div>
      </div>
      <ul className="role-card__abilities">
        {abilities.slice(0, SHOWN_ABILITIES).map((name) => (
          <li key={name}>
            <Icon icon="tick" size={12} />
            {name}
          </li>
        ))}
        {abilities.length > SHOWN_ABILITIES ? <li className="text-muted">{t('roles.more', { count: abilities.length - SHOWN_ABILITIES })}</li> : null}
        {abilities.length === 0 ? <li className="text-muted">{t('roles.noAbilities')}</li> : null}
      </ul>
      <button type="button" className="role-card__select" aria-pressed={selected} onClick={onSelect}>
        {t(selected ? 'roles.showAll' : 'roles.showPermissions')}
        <Icon icon={selected ? 'cross' : 'arrow-right'} size={12} />
      </button>
    </Card>
  );
}
