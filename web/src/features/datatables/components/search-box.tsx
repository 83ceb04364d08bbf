import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 300;

/** Search text that reaches the URL (and the server) once typing pauses. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('datatables');
  const [text, setText] = useState(value);

  // The URL wins when it changes from outside (back button, a shared link).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      value={text}
      onValueChange={setText}
      placeholder={t('toolbar.searchPlaceholder')}
      aria-label={t('toolbar.search')}
      data-testid="employees-search"
      rightElement={text ? <Button variant="minimal" icon="cross" aria-label={t('toolbar.clearSearch')} onClick={() => setText('')} /> : undefined}
    />
  );
}
