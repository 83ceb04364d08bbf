import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import type { TaskTag } from '../../../__generated__/graphql';
import { TAG_COLORS, TASK_TAGS } from '../task-meta';
import '@blueprintjs/select/lib/css/blueprint-select.css';

/** The drawer's tag picker: type to filter, Enter or click to add, Backspace or the tag's × to remove. */
export function TagSelect({ id, value, disabled, onChange }: { id: string; value: TaskTag[]; disabled?: boolean; onChange: (tags: TaskTag[]) => void }) {
  const { t } = useTranslation('todo');

  const toggle = (tag: TaskTag) => onChange(value.includes(tag) ? value.filter((x) => x !== tag) : [...value, tag]);

  const renderItem: ItemRenderer<TaskTag> = (tag, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={tag}
        ref={ref}
        active={modifiers.active}
        roleStructure="listoption"
        selected={value.includes(tag)}
        text={t(`tag.${tag}`)}
        icon={<span className={`todo-dot todo-dot--${TAG_COLORS[tag]}`} aria-hidden="true" />}
        onClick={handleClick}
        onFocus={handleFocus}
        data-tag-option={tag}
      />
    ) : null;

  const predicate: ItemPredicate<TaskTag> = (query, tag) => t(`tag.${tag}`).toLowerCase().includes(query.toLowerCase());

  return (
    <MultiSelect<TaskTag>
      items={[...TASK_TAGS]}
      selectedItems={value}
      itemRenderer={renderItem}
      itemPredicate={predicate}
      onItemSelect={toggle}
      onRemove={(tag) => toggle(tag)}
      tagRenderer={(tag) => t(`tag.${tag}`)}
      disabled={disabled}
      fill
      resetOnSelect
      placeholder={t('form.tagsPlaceholder')}
      noResults={<MenuItem disabled roleStructure="listoption" text={t('form.noTags')} />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ inputProps: { id }, tagProps: (_node, index) => ({ minimal: true, round: true, className: `todo-tag todo-tag--${TAG_COLORS[value[index] ?? 'team']}` }) }}
    />
  );
}
