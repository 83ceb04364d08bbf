import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The box's text: `list.search.text` of `useUrlListState`, which debounces it into the URL. */
  value: string;
  onValueChange: (text: string) => void;
  /** Accessible name (also the placeholder unless one is given). */
  label: string;
  placeholder?: string;
  className?: string;
  size?: 'medium' | 'large';
  testId?: string;
}

/** The search box of a list page, with a button that clears it. */
export function SearchInput({ value, onValueChange, label, placeholder, className, size, testId }: Props) {
  const { t } = useTranslation('common');
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      className={className}
      size={size}
      value={value}
      onValueChange={onValueChange}
      placeholder={placeholder ?? label}
      aria-label={label}
      data-testid={testId}
      rightElement={value ? <Button variant="minimal" icon="cross" aria-label={t('action.clearSearch')} onClick={() => onValueChange('')} /> : undefined}
    />
  );
}
