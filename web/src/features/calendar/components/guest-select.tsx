import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import '@blueprintjs/select/lib/css/blueprint-select.css';

/** Guests are picked from a fixed list; names an older event already invites stay selectable. */
export function GuestSelect({ id, options, value, onChange }: { id: string; options: readonly string[]; value: string[]; onChange: (guests: string[]) => void }) {
  const { t } = useTranslation('calendar');
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((x) => x !== name) : [...value, name]);

  const renderItem: ItemRenderer<string> = (name, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={name}
        ref={ref}
        active={modifiers.active}
        roleStructure="listoption"
        selected={value.includes(name)}
        text={name}
        icon={<Avatar name={name} size={22} />}
        onClick={handleClick}
        onFocus={handleFocus}
        data-guest-option={name}
      />
    ) : null;

  const predicate: ItemPredicate<string> = (query, name) => name.toLowerCase().includes(query.toLowerCase());

  return (
    <MultiSelect<string>
      items={[...options]}
      selectedItems={value}
      itemRenderer={renderItem}
      itemPredicate={predicate}
      onItemSelect={toggle}
      onRemove={(name) => toggle(name)}
      tagRenderer={(name) => name}
      fill
      resetOnSelect
      placeholder={t('form.guestsPlaceholder')}
      noResults={<MenuItem disabled roleStructure="listoption" text={t('form.noGuests')} />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ inputProps: { id }, tagProps: { minimal: true, round: true } }}
    />
  );
}
