import { Button, InputGroup, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordInput({ id, name, value, onChange, intent = 'none', autoComplete }: { id: string; name: string; value: string; onChange: (value: string) => void; intent?: Intent; autoComplete?: string }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      id={id}
      name={name}
      large
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder="••••••••"
      value={value}
      intent={intent}
      onChange={(e) => onChange(e.target.value)}
      rightElement={
        <Button variant="minimal" icon={visible ? 'eye-off' : 'eye-open'} aria-label={t(visible ? 'field.hidePassword' : 'field.showPassword')} onClick={() => setVisible(!visible)} />
      }
    />
  );
}
