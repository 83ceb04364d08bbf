import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A tab of the user's page: its title and lead over its content. `flush` is for a table that runs to the
 * card's edges: the title and lead then keep their padding in a head of their own.
 */
export function TabCard({ testId, title, lead, flush, children }: { testId: string; title: string; lead?: string; flush?: boolean; children: ReactNode }) {
  if (flush) {
    return (
      <Card className="card card--flush" data-testid={testId}>
        <div className="card__head">
          <h2 className="card__title">{title}</h2>
          <p className="text-muted">{lead}</p>
        </div>
        {children}
      </Card>
    );
  }
  return (
    <Card className="card" data-testid={testId}>
      <h2 className="card__title">{title}</h2>
      {lead ? <p className="text-muted users-lead">{lead}</p> : null}
      {children}
    </Card>
  );
}
