import { HTMLTable, type HTMLTableProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways in its own box, so the page around it does not. `head` is the
 * header row's cells, `children` the body's rows; the rest goes to Blueprint's HTMLTable.
 */
export function ScrollTable({ head, children, ...table }: HTMLTableProps & { head: ReactNode }) {
  return (
    <div className="table-scroll">
      <HTMLTable {...table}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
}
