import { Callout, Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { PageHeader } from '../../../components/page-header';
import { ScrollTable } from '../../../components/tables';
import { Tag } from '../../../components/tag';
import { ability, Can, rulesOf, type Action, type Subject } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';

const ACTIONS = ['read', 'create', 'update', 'delete'] as const satisfies readonly Action[];
const SUBJECTS = ['Auth', 'ACL', 'Analytics', 'User', 'Product', 'Chat', 'Invoice', 'Task', 'Email', 'Event', 'Employee', 'Permission', 'Bookmark', 'Content'] as const satisfies readonly Subject[];

/** What the signed-in user may do: their stored rules and the resulting matrix (spec section 6). */
export default function AccessControlPage() {
  const { t } = useTranslation('access-control');
  const { userData } = useAuth();
  const rules = rulesOf(userData?.ability);
  const name = userData ? userData.fullName || userData.username : '';

  return (
    <div className="page" data-testid="access-control">
      <PageHeader title={t('title')} />
      <div className="grid grid--sidebar">
        <Card className="card acl-user">
          <Avatar src={userData?.avatar} name={name} size={72} />
          <h2 className="acl-user__name">{name}</h2>
          <Tag large round intent={userData?.role === 'admin' ? 'primary' : 'success'} minimal>
            {t(`common:role.${userData?.role ?? 'client'}`)}
          </Tag>
          <p className="text-muted acl-user__email">{userData?.email}</p>
          <h3 className="card__subtitle">{t('rules')}</h3>
          <ul className="acl-rules" data-testid="acl-rules">
            {rules.map((rule) => (
              <li key={`${rule.action}-${rule.subject}`}>
                <Tag minimal intent="primary">{rule.action}</Tag>
                <Icon icon="arrow-right" size={12} />
                <Tag minimal>{rule.subject}</Tag>
              </li>
            ))}
          </ul>
        </Card>
        <div className="stack">
          <Callout intent="primary" icon="info-sign" title={t('intro.title')}>
            {t('intro.text')}
          </Callout>
          <Card className="card card--flush">
            <div className="card__head">
              <h2 className="card__title">{t('matrix.title')}</h2>
              <p className="text-muted">{t('matrix.subtitle')}</p>
            </div>
            <ScrollTable
              className="acl-matrix"
              striped
              head={
                <>
                  <th>{t('matrix.subject')}</th>
                  {ACTIONS.map((action) => (
                    <th key={action}>{t(`actions.${action}`)}</th>
                  ))}
                </>
              }
            >
              {SUBJECTS.map((subject) => (
                <tr key={subject}>
                  <td>
                    <strong>{t(`subjects.${subject}`)}</strong> <span className="text-muted">({subject})</span>
                  </td>
                  {ACTIONS.map((action) => {
                    const allowed = ability.can(action, subject);
                    return (
                      <td key={action} className={allowed ? 'acl-yes' : 'acl-no'} aria-label={t(allowed ? 'matrix.allowed' : 'matrix.denied')}>
                        <Icon icon={allowed ? 'tick-circle' : 'disable'} size={16} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </ScrollTable>
          </Card>
          <Can I="manage" a="all">
            <Callout intent="success" icon="shield" title={t('adminOnly.title')} data-testid="acl-admin-only">
              {t('adminOnly.text')}
            </Callout>
          </Can>
          <Can not I="manage" a="all">
            <Callout intent="warning" icon="lock" title={t('limited.title')} data-testid="acl-limited">
              {t('limited.text')}
            </Callout>
          </Can>
        </div>
      </div>
    </div>
  );
}
