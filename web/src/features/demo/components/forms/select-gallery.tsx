import { Button, FormGroup, MenuItem } from '@blueprintjs/core';
import { MultiSelect, Select, type ItemPredicate } from '@blueprintjs/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/avatar';
import { Highlight } from './highlight';
import '@blueprintjs/select/lib/css/blueprint-select.css';

interface Person {
  id: number;
  name: string;
  email: string;
}

const CITIES = ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск', 'Екатеринбург', 'Сочи', 'Калининград', 'Владивосток'];
const PEOPLE: Person[] = [
  { id: 1, name: 'Анна Смирнова', email: 'anna@example.ru' },
  { id: 2, name: 'Игорь Волков', email: 'igor@example.ru' },
  { id: 3, name: 'Мария Орлова', email: 'maria@example.ru' },
  { id: 4, name: 'Олег Петров', email: 'oleg@example.ru' },
  { id: 5, name: 'Дмитрий Ким', email: 'dmitry@example.ru' },
  { id: 6, name: 'Елена Соколова', email: 'elena@example.ru' },
];

const includes = (text: string, query: string) => text.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
const filterCity: ItemPredicate<string> = (query, city) => includes(city, query);
const filterPerson: ItemPredicate<Person> = (query, person) => includes(person.name, query) || includes(person.email, query);

/** @blueprintjs/select: a filterable Select and a MultiSelect of people with avatars. */
export function SelectGallery() {
  const { t } = useTranslation('demo');
  const [city, setCity] = useState<string | null>('Казань');
  const [people, setPeople] = useState<Person[]>([PEOPLE[0], PEOPLE[2]].filter((p): p is Person => p !== undefined));
  const isPicked = (person: Person) => people.some((p) => p.id === person.id);
  const toggle = (person: Person) => setPeople((list) => (list.some((p) => p.id === person.id) ? list.filter((p) => p.id !== person.id) : [...list, person]));

  return (
    <div className="demo-form-grid">
      <FormGroup label={t('forms.selects.select')} labelFor="demo-city">
        <Select<string>
          items={CITIES}
          itemPredicate={filterCity}
          onItemSelect={setCity}
          fill
          // Blueprint puts aria-expanded on the wrapper around the button, a div without a role (not allowed there): a
          // fieldset is a group, which may carry it.
          popoverProps={{ minimal: true, matchTargetWidth: true, targetTagName: 'fieldset' }}
          inputProps={{ placeholder: t('forms.selects.filter') }}
          noResults={<MenuItem disabled text={t('forms.autocomplete.empty')} roleStructure="listoption" />}
          itemRenderer={(item, { handleClick, handleFocus, modifiers, query }) =>
            modifiers.matchesPredicate ? <MenuItem key={item} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" selected={item === city} text={<Highlight text={item} query={query} />} /> : null
          }
        >
          <Button id="demo-city" fill alignText="start" variant="outlined" icon="map-marker" endIcon="caret-down" text={city ?? t('forms.selects.choose')} />
        </Select>
      </FormGroup>
      <FormGroup label={t('forms.selects.multi')} labelFor="demo-people">
        <MultiSelect<Person>
          items={PEOPLE}
          selectedItems={people}
          itemPredicate={filterPerson}
          onItemSelect={toggle}
          onRemove={(person) => toggle(person)}
          onClear={() => setPeople([])}
          fill
          placeholder={t('forms.selects.people')}
          popoverProps={{ minimal: true, matchTargetWidth: true }}
          tagInputProps={{ inputProps: { id: 'demo-people' }, tagProps: { minimal: true, round: true, intent: 'primary' } }}
          tagRenderer={(person) => person.name}
          noResults={<MenuItem disabled text={t('forms.autocomplete.empty')} roleStructure="listoption" />}
          itemRenderer={(person, { handleClick, handleFocus, modifiers, query }) =>
            modifiers.matchesPredicate ? (
              <MenuItem
                key={person.id}
                active={modifiers.active}
                onClick={handleClick}
                onFocus={handleFocus}
                roleStructure="listoption"
                selected={isPicked(person)}
                icon={<Avatar name={person.name} size={24} />}
                text={<Highlight text={person.name} query={query} />}
                label={person.email}
              />
            ) : null
          }
        />
      </FormGroup>
    </div>
  );
}
