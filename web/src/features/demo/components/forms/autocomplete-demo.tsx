import { MenuItem, Spinner } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoAutocompleteQuery } from '../../../../__generated__/graphql';
import { Tag } from '../../../../components/tag';
import { AutocompleteQuery } from '../../api/autocomplete-query';
import { Highlight } from './highlight';

type Entry = DemoAutocompleteQuery['autocomplete'][number];

const LIMIT = 8;
const DEBOUNCE_MS = 150;

/**
 * Suggest over the 100 autocomplete entries: the server filters by the typed text (GraphQL
 * `autocomplete(q, limit)`), the menu highlights the match; Apollo caches each query string.
 */
export function AutocompleteDemo() {
  const { t } = useTranslation('demo');
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [selected, setSelected] = useState<Entry | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const { data, previousData, loading, error } = useQuery(AutocompleteQuery, { variables: { q: debounced || null, limit: LIMIT } });
  const items = (data ?? previousData)?.autocomplete ?? [];

  return (
    <div className="demo-autocomplete" data-testid="demo-autocomplete">
      <label className="bp6-label" htmlFor="demo-autocomplete-input">
        {t('forms.autocomplete.label')}
      </label>
      <Suggest<Entry>
        items={items}
        query={query}
        onQueryChange={setQuery}
        selectedItem={selected}
        onItemSelect={(item) => {
          setSelected(item);
          setQuery(item.title);
        }}
        inputValueRenderer={(item) => item.title}
        itemsEqual="id"
        resetOnQuery={false}
        closeOnSelect
        fill
        inputProps={{ id: 'demo-autocomplete-input', placeholder: t('forms.autocomplete.placeholder'), leftIcon: 'search', rightElement: loading ? <Spinner size={16} /> : undefined }}
        popoverProps={{ minimal: true, matchTargetWidth: true, popoverClassName: 'demo-suggest-popover' }}
        noResults={<MenuItem disabled text={error ? t('forms.autocomplete.error') : loading ? t('forms.autocomplete.loading') : t('forms.autocomplete.empty')} roleStructure="listoption" />}
        itemRenderer={(item, { handleClick, handleFocus, modifiers }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={item.id}
              active={modifiers.active}
              disabled={modifiers.disabled}
              onClick={handleClick}
              onFocus={handleFocus}
              roleStructure="listoption"
              text={<Highlight text={item.title} query={debounced} />}
              label={t('forms.autocomplete.rank', { rank: item.rank })}
            />
          ) : null
        }
      />
      <p className="demo-autocomplete__hint text-muted">
        {selected ? (
          <>
            {t('forms.autocomplete.selected')} <Tag minimal round intent="primary">{selected.title}</Tag>
          </>
        ) : (
          t('forms.autocomplete.hint')
        )}
      </p>
    </div>
  );
}
