import { Collapse, Icon } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = ['trial', 'security', 'payment'] as const;

/** An accordion built on Blueprint's Collapse: one panel open at a time, headers are real buttons. */
export function AccordionDemo() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState<string | null>(ITEMS[0]);
  const baseId = useId();

  return (
    <div className="demo-accordion" data-testid="demo-accordion">
      {ITEMS.map((item) => {
        const isOpen = open === item;
        const panelId = `${baseId}-${item}`;
        return (
          <div key={item} className={`demo-accordion__item${isOpen ? ' demo-accordion__item--open' : ''}`}>
            <button type="button" className="demo-accordion__header" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(isOpen ? null : item)}>
              <span>{t(`components.accordion.${item}.q`)}</span>
              <Icon icon="chevron-down" className="demo-accordion__chevron" />
            </button>
            <Collapse isOpen={isOpen}>
              <div id={panelId} className="demo-accordion__panel">
                {t(`components.accordion.${item}.a`)}
              </div>
            </Collapse>
          </div>
        );
      })}
    </div>
  );
}
