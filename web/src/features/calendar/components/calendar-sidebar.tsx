import { Button, Checkbox } from '@blueprintjs/core';
import { DatePicker } from '../../../components/lazy-date-picker';
import { useTranslation } from 'react-i18next';
import type { CalendarCategory } from '../../../__generated__/graphql';
import { CATEGORIES, CATEGORY_COLORS } from '../calendar-meta';

interface Props {
  selected: readonly CalendarCategory[];
  allSelected: boolean;
  /** The month the big calendar shows; the picker follows it. */
  month: Date;
  /** The day last picked here, highlighted until the user navigates elsewhere. */
  picked: Date | null;
  onAdd: () => void;
  onToggle: (category: CalendarCategory) => void;
  onSelectAll: () => void;
  onClear: () => void;
  onPickDate: (date: Date) => void;
}

/** "Add event", a month picker that moves the big calendar, and the category filters. */
export function CalendarSidebar({ selected, allSelected, month, picked, onAdd, onToggle, onSelectAll, onClear, onPickDate }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <aside className="calendar-sidebar" aria-label={t('sidebar.label')}>
      <div className="calendar-sidebar__add">
        <Button intent="primary" icon="plus" fill size="large" text={t('action.add')} onClick={onAdd} data-testid="calendar-add" />
      </div>
      <div className="calendar-sidebar__picker">
        <DatePicker
          key={`${month.getFullYear()}-${month.getMonth()}`}
          initialMonth={month}
          value={picked}
          highlightCurrentDay
          canClearSelection={false}
          onChange={(value) => value && onPickDate(value)}
        />
      </div>
      <fieldset className="calendar-filters" data-testid="calendar-filters">
        <legend className="calendar-filters__legend">{t('sidebar.filters')}</legend>
        <Checkbox
          className="calendar-filter calendar-filter--all"
          label={t('sidebar.viewAll')}
          checked={allSelected}
          indeterminate={!allSelected && selected.length > 0}
          onChange={() => (allSelected ? onClear() : onSelectAll())}
          data-testid="calendar-filter-all"
        />
        {CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            className={`calendar-filter calendar-filter--${CATEGORY_COLORS[category]}`}
            labelElement={<span className="calendar-filter__label">{t(`category.${category}`)}</span>}
            checked={selected.includes(category)}
            onChange={() => onToggle(category)}
            data-testid={`calendar-filter-${category}`}
          />
        ))}
        <Button className="calendar-filters__clear" variant="minimal" size="small" icon="cross" text={t('sidebar.clear')} disabled={selected.length === 0} onClick={onClear} data-testid="calendar-filter-clear" />
      </fieldset>
    </aside>
  );
}
