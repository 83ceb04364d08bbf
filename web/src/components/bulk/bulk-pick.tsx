import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BulkSelection } from './use-bulk-selection';

/** A table's header cell that picks (or unpicks) every row of the page shown. */
export function PickPageCell({ selection, ids }: { selection: BulkSelection; ids: readonly string[] }) {
  const { t } = useTranslation();
  const picked = ids.filter((id) => selection.isPicked(id)).length;
  return (
    <th scope="col" className="bulk-pick">
      <Checkbox
        aria-label={t('bulk.pickPage')}
        checked={ids.length > 0 && picked === ids.length}
        indeterminate={picked > 0 && picked < ids.length}
        onChange={(e) => selection.togglePage(ids, e.currentTarget.checked)}
        data-testid="pick-page"
      />
    </th>
  );
}

/** A row's cell that picks it for a bulk change; `name` says which row to assistive technology. */
export function PickRowCell({ selection, id, name }: { selection: BulkSelection; id: string; name: string }) {
  const { t } = useTranslation();
  return (
    <td className="bulk-pick">
      <Checkbox aria-label={t('bulk.pick', { name })} checked={selection.isPicked(id)} onChange={(e) => selection.toggle(id, e.currentTarget.checked)} data-testid="pick-row" />
    </td>
  );
}
