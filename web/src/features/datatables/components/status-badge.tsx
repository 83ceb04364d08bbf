import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { STATUS_TONES } from '../employee-meta';

/** The employee's status (1–5) as a coloured, labelled pill. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('datatables');
  const tone = STATUS_TONES[status] ?? 'primary';
  return (
    <Tag className={`emp-status emp-status--${tone}`} round data-status={status}>
      {t(`status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
