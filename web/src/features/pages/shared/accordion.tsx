import { Collapse, Icon } from '@blueprintjs/core';
import { useId, useState } from 'react';

/** One question of an accordion: a button that shows or hides its answer (aria-expanded/controls). */
export function AccordionItem({ question, answer, defaultOpen = false }: { question: string; answer: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={`accordion-item ${open ? 'accordion-item--open' : ''}`}>
      <button type="button" className="accordion-item__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} data-testid="faq-question">
        <span>{question}</span>
        <Icon icon="chevron-down" className="accordion-item__chevron" />
      </button>
      <Collapse isOpen={open}>
        <div id={id} className="accordion-item__body">
          {answer}
        </div>
      </Collapse>
    </div>
  );
}
