import { useTranslation } from 'react-i18next';
import type { GrantSubject, PermissionFieldsFragment } from '../../../__generated__/graphql';

const SHOWN = 3;

/** What a permission grants, per subject ("Счета: просмотр, удаление"), the first few and how many more. */
export function GrantsSummary({ grants }: { grants: PermissionFieldsFragment['grants'] }) {
  const { t } = useTranslation('roles-permissions');
  if (grants.length === 0) return <span className="text-muted">{t('table.noGrants')}</span>;
  const bySubject = new Map<GrantSubject, string[]>();
  for (const { subject, action } of grants) bySubject.set(subject, [...(bySubject.get(subject) ?? []), t(`grants.action.${action}`)]);
  const lines = [...bySubject].map(([subject, actions]) => `${t(`grants.subject.${subject}`)}: ${actions.join(', ').toLowerCase()}`);
  return (
    <ul className="grants-summary">
      {lines.slice(0, SHOWN).map((line) => (
        <li key={line}>{line}</li>
      ))}
      {lines.length > SHOWN ? <li className="text-muted">{t('table.moreGrants', { count: lines.length - SHOWN })}</li> : null}
    </ul>
  );
}
