import { Button, InputGroup } from '@blueprintjs/core';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * The search box of a list page, with a button that clears it. The box shows each keystroke by itself and
 * tells the page in a transition: the page (its whole list) re-renders in slices React can interrupt for the
 * next keystroke, instead of inside every key's event (~100 ms each on a mid-tier phone, bench/interactions.ts).
 */
export function SearchInput({ value, onValueChange, label, placeholder, className, size, testId }: Props) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  // What was told to the page and has not come back as `value` yet: those values are echoes, not changes.
  const told = useRef<string[]>([]);
  useLayoutEffect(() => {
    const echo = told.current.indexOf(value);
    if (echo >= 0) told.current = told.current.slice(echo + 1);
    else {
      // A change from outside (a reset, Back, a link): the box follows it before the next paint.
      told.current = [];
      setText(value);
    }
  }, [value]);
  const change = (next: string) => {
    setText(next);
    told.current.push(next);
    startTransition(() => onValueChange(next));
  };
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      className={className}
      size={size}
      value={text}
      onValueChange={change}
      placeholder={placeholder ?? label}
      aria-label={label}
      data-testid={testId}
      rightElement={text ? <Button variant="minimal" icon="cross" aria-label={t('action.clearSearch')} onClick={() => change('')} /> : undefined}
    />
  );
}
