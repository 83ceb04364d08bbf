import { HotkeysProvider, Icon } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Regions, SelectionModes, Table2, type Region } from '@blueprintjs/table';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeFieldsFragment, EmployeeSortColumn, SortDirection } from '../../../__generated__/graphql';
import { useEmployeeFormat, type EmployeeFormat } from '../employee-format';
import { EmployeePerson } from './employee-person';
import { StatusBadge } from './status-badge';
import '@blueprintjs/table/lib/css/table.css';

interface ColumnDef {
  key: EmployeeSortColumn;
  width: number;
  render: (row: EmployeeFieldsFragment, format: EmployeeFormat) => ReactElement | string;
}

const ROW_HEIGHT = 56;
const HEADER_HEIGHT = 40;
/** Tall enough for 10 rows; longer pages scroll inside the table instead of stretching the page. */
const MAX_BODY_ROWS = 10;

const COLUMNS: ColumnDef[] = [
  {
    key: 'full_name',
    width: 235,
    render: (row) => <EmployeePerson employee={row} size={32} />,
  },
  { key: 'post', width: 200, render: (row) => row.post },
  { key: 'city', width: 120, render: (row) => row.city },
  { key: 'start_date', width: 110, render: (row, format) => format.startDate(row) },
  { key: 'salary', width: 120, render: (row, format) => format.salary(row) },
  { key: 'age', width: 75, render: (row) => row.age },
  { key: 'experience', width: 95, render: (row, format) => format.experience(row) },
  { key: 'status', width: 130, render: (row) => <StatusBadge status={row.status} /> },
];

/** The rows a set of selected regions covers (row regions have `rows`, whole-table selection has none). */
export function selectedRows(regions: readonly Region[], rowCount: number): number[] {
  const rows = new Set<number>();
  for (const region of regions) {
    const [from, to] = region.rows ?? [0, rowCount - 1];
    for (let row = from; row <= to && row < rowCount; row += 1) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}

interface Props {
  rows: readonly EmployeeFieldsFragment[];
  sortColumn: EmployeeSortColumn | null;
  sort: SortDirection;
  onSort: (column: EmployeeSortColumn) => void;
  selection: Region[];
  onSelection: (regions: Region[]) => void;
}

/**
 * The employees in @blueprintjs/table: resizable columns (drag a header edge), row selection (click or
 * drag on rows, Shift/Ctrl to extend), and header buttons that sort on the server.
 */
export function EmployeesGrid({ rows, sortColumn, sort, onSort, selection, onSelection }: Props) {
  const { t } = useTranslation('datatables');
  const format = useEmployeeFormat();
  const [widths, setWidths] = useState(() => COLUMNS.map((column) => column.width));
  const height = HEADER_HEIGHT + ROW_HEIGHT * Math.min(rows.length, MAX_BODY_ROWS) + 2;

  function header(column: ColumnDef) {
    const active = sortColumn === column.key;
    const icon = !active ? 'double-caret-vertical' : sort === 'asc' ? 'caret-up' : 'caret-down';
    const label = t(`columns.${column.key}`);
    return (
      <ColumnHeaderCell
        name={label}
        nameRenderer={() => (
          <button
            type="button"
            className={`emp-sort${active ? ' emp-sort--active' : ''}`}
            onClick={() => onSort(column.key)}
            // Blueprint's header cell is no columnheader that could carry aria-sort: the button's name says the order.
            aria-label={active ? t(sort === 'asc' ? 'table.sortedAsc' : 'table.sortedDesc', { column: label }) : t('table.sortBy', { column: label })}
            data-sort={column.key}
          >
            <span>{label}</span>
            <Icon icon={icon} size={12} />
          </button>
        )}
      />
    );
  }

  return (
    <HotkeysProvider>
      <div className="emp-grid" style={{ height }} data-testid="employees-grid">
        <Table2
          numRows={rows.length}
          columnWidths={widths}
          onColumnWidthChanged={(index, size) => setWidths((current) => current.map((width, i) => (i === index ? size : width)))}
          defaultRowHeight={ROW_HEIGHT}
          selectionModes={SelectionModes.ROWS_AND_CELLS}
          // A click or drag on cells selects their whole rows: the table selects people, not cells.
          selectedRegionTransform={(region) => (region.rows ? Regions.row(region.rows[0], region.rows[1]) : region)}
          selectedRegions={selection}
          onSelection={onSelection}
          enableRowHeader
          enableMultipleSelection
          enableFocusedCell={false}
          enableGhostCells={false}
          cellRendererDependencies={[rows, t, format]}
        >
          {COLUMNS.map((column) => (
            <Column
              key={column.key}
              id={column.key}
              name={t(`columns.${column.key}`)}
              columnHeaderCellRenderer={() => header(column)}
              cellRenderer={(rowIndex) => (
                <Cell className={`emp-cell emp-cell--${column.key}`}>
                  {rows[rowIndex] ? column.render(rows[rowIndex], format) : ''}
                </Cell>
              )}
            />
          ))}
        </Table2>
      </div>
    </HotkeysProvider>
  );
}
