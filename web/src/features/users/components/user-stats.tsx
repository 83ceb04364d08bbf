import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AllUsersQuery } from '../api/all-users-query';

const TILES: { key: 'total' | 'active' | 'pending' | 'inactive'; icon: IconName }[] = [
  { key: 'total', icon: 'people' },
  { key: 'active', icon: 'endorsed' },
  { key: 'pending', icon: 'time' },
  { key: 'inactive', icon: 'disable' },
];

/** Counters over every user; they follow adds and deletes because allUsers is kept in the cache too. */
export function UserStats() {
  const { t } = useTranslation('users');
  const { data } = useQuery(AllUsersQuery);
  const users = data?.allUsers ?? [];
  const count = (key: (typeof TILES)[number]['key']) => (key === 'total' ? users.length : users.filter((u) => u.status === key).length);
  return (
    <div className="users-stats">
      {TILES.map(({ key, icon }) => (
        <Card key={key} className={`card users-stat users-stat--${key}`}>
          <div>
            <span className="users-stat__label">{t(`stats.${key}`)}</span>
            <strong className="users-stat__value" data-testid={`stat-${key}`}>
              {data ? count(key) : '—'}
            </strong>
            <span className="users-stat__hint">{t(`stats.${key}Hint`)}</span>
          </div>
          <span className="users-stat__icon">
            <Icon icon={icon} size={22} />
          </span>
        </Card>
      ))}
    </div>
  );
}
