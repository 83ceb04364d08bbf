import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { GRANT_ACTIONS, GRANT_GROUPS, sameGrant, sortedGrants, type GrantValue } from './grant-meta';

interface Props {
  value: readonly GrantValue[];
  onChange: (grants: GrantValue[]) => void;
}

/**
 * What a permission grants, as a checklist of subjects × actions in groups. `manage` is every action, so its row's
 * other boxes show ticked and locked while it is on (one rule is stored, not five).
 */
export function GrantsChecklist({ value, onChange }: Props) {
  const { t } = useTranslation('roles-permissions');
  const has = (grant: GrantValue) => value.some((g) => sameGrant(g, grant));
  const toggle = (grant: GrantValue, on: boolean) => onChange(sortedGrants(on ? [...value, grant] : value.filter((g) => !sameGrant(g, grant))));

  return (
    <div className="grants" data-testid="grants">
      {GRANT_GROUPS.map((group) => (
        <table key={group.key} className="grants__group">
          <caption>{t(`grants.group.${group.key}`)}</caption>
          <thead>
            <tr>
              <th scope="col" className="grants__subject-head">
                <span className="visually-hidden">{t('grants.subjectHead')}</span>
              </th>
              {GRANT_ACTIONS.map((action) => (
                <th key={action} scope="col" title={t(`grants.action.${action}`)}>
                  {t(`grants.actionShort.${action}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.subjects.map((subject) => {
              const managed = has({ action: 'manage', subject });
              return (
                <tr key={subject}>
                  <th scope="row">{t(`grants.subject.${subject}`)}</th>
                  {GRANT_ACTIONS.map((action) => {
                    const implied = managed && action !== 'manage';
                    return (
                      <td key={action}>
                        <Checkbox
                          className="grants__check"
                          checked={implied || has({ action, subject })}
                          disabled={implied}
                          aria-label={t('grants.cell', { subject: t(`grants.subject.${subject}`), action: t(`grants.action.${action}`) })}
                          onChange={(e) => toggle({ action, subject }, e.currentTarget.checked)}
                          data-grant={`${action} ${subject}`}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
