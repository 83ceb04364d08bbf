import { Button, HTMLTable, Tooltip, type HTMLTableProps, type IconName } from '@blueprintjs/core';
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

/** An icon button in a table row: its tooltip says what it does, its name also which row (`label`). */
export function RowAction({ icon, tip, label, onClick, testId }: { icon: IconName; tip: string; label: string; onClick: () => void; testId: string }) {
  return (
    <Tooltip content={tip} placement="top">
      <Button variant="minimal" icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}
