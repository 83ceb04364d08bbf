import { Button, Tooltip, type IconName } from '@blueprintjs/core';

/** An icon button in a table row: its tooltip says what it does, its name also which row (`label`). */
export function RowAction({ icon, tip, label, onClick, testId }: { icon: IconName; tip: string; label: string; onClick: () => void; testId: string }) {
  return (
    <Tooltip content={tip} placement="top">
      <Button variant="minimal" icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}
