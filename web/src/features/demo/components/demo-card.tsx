import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

/** A gallery page: its title, then its demo cards in the grid. */
export function DemoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page demo-page">
      <PageHeader title={title} />
      <div className="demo-grid">{children}</div>
    </div>
  );
}

/** One gallery card: a titled block with an optional note and actions, used by every demo page. */
export function DemoCard({
  title,
  note,
  actions,
  className,
  testId,
  children,
}: {
  title: string;
  note?: string;
  actions?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card className={`card demo-card${className ? ` ${className}` : ''}`} data-testid={testId}>
      <header className="demo-card__head">
        <div>
          <h2 className="demo-card__title">{title}</h2>
          {note ? <p className="demo-card__note">{note}</p> : null}
        </div>
        {actions ? <div className="demo-card__actions">{actions}</div> : null}
      </header>
      <div className="demo-card__body">{children}</div>
    </Card>
  );
}

/** A labelled row inside a card (e.g. "Solid", "Outlined" rows of buttons). */
export function DemoRow({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="demo-row">
      {label ? <span className="demo-row__label">{label}</span> : null}
      <div className="demo-row__items">{children}</div>
    </div>
  );
}
