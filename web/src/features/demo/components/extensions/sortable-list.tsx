import { Button, Icon } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/avatar';
import { Tag } from '../../../../components/tag';

interface Item {
  id: string;
  owner: string;
  priority: 'high' | 'medium' | 'low';
}

const INITIAL: Item[] = [
  { id: 'brief', owner: 'Анна Смирнова', priority: 'high' },
  { id: 'mockups', owner: 'Мария Орлова', priority: 'medium' },
  { id: 'api', owner: 'Игорь Волков', priority: 'high' },
  { id: 'tests', owner: 'Олег Петров', priority: 'low' },
  { id: 'release', owner: 'Дмитрий Ким', priority: 'medium' },
];
const PRIORITY_INTENT = { high: 'danger', medium: 'warning', low: 'success' } as const;

/** Moves the item at `from` to index `to`, returning a new array. */
export function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Reorder by native HTML drag and drop; the arrow buttons do the same from the keyboard. */
export function SortableList() {
  const { t } = useTranslation('demo');
  const [items, setItems] = useState(INITIAL);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setItems((list) => move(list, dragged, index));
    setDragged(null);
    setOver(null);
  };

  return (
    <ol className="demo-sortable" aria-label={t('extensions.dnd.title')} data-testid="demo-sortable">
      {items.map((item, index) => (
        <li
          key={item.id}
          data-id={item.id}
          className={`demo-sortable__item${dragged === index ? ' demo-sortable__item--dragging' : ''}${over === index && dragged !== index ? ' demo-sortable__item--over' : ''}`}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.id);
            setDragged(index);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((o) => (o === index ? null : o))}
          onDrop={(event) => onDrop(event, index)}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
        >
          <Icon icon="drag-handle-vertical" className="demo-sortable__handle" />
          <Avatar name={item.owner} size={30} />
          <div className="demo-sortable__text">
            <span className="demo-sortable__title">{t(`extensions.dnd.items.${item.id}`)}</span>
            <span className="text-muted">{item.owner}</span>
          </div>
          <Tag minimal round intent={PRIORITY_INTENT[item.priority]}>
            {t(`extensions.dnd.priority.${item.priority}`)}
          </Tag>
          <span className="demo-sortable__keys">
            <Button variant="minimal" size="small" icon="chevron-up" disabled={index === 0} onClick={() => setItems((list) => move(list, index, index - 1))} aria-label={t('extensions.dnd.moveUp')} />
            <Button variant="minimal" size="small" icon="chevron-down" disabled={index === items.length - 1} onClick={() => setItems((list) => move(list, index, index + 1))} aria-label={t('extensions.dnd.moveDown')} />
          </span>
        </li>
      ))}
    </ol>
  );
}
