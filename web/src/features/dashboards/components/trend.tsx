import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format';

/** A growth figure with an arrow, green up and red down. */
export function Trend({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const up = value >= 0;
  return (
    <span className={`trend ${up ? 'trend--up' : 'trend--down'}`}>
      <Icon icon={up ? 'arrow-up' : 'arrow-down'} size={12} />
      {formatPercent(Math.abs(value), i18n.language)}
    </span>
  );
}
