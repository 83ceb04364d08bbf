import { useEffect, useState } from 'react';
import { copyText } from './extensions/clipboard-demo';
import { toast } from '../../../lib/toaster';
import { useTranslation } from 'react-i18next';

/** The value a CSS variable resolves to on <body> now (skins override tokens there). */
function useResolvedVar(name: string, dependency: string): string {
  const [value, setValue] = useState('');
  useEffect(() => {
    setValue(getComputedStyle(document.body).getPropertyValue(name).trim());
  }, [name, dependency]);
  return value;
}

/** A swatch of one design token: the colour, its name, the CSS variable and its current value; click copies var(). */
export function TokenSwatch({ name, label, skin }: { name: string; label: string; skin: string }) {
  const { t } = useTranslation('demo');
  const value = useResolvedVar(name, skin);
  const snippet = `var(${name})`;
  return (
    <button
      type="button"
      className="token-swatch"
      onClick={() => void copyText(snippet).then((ok) => (ok ? toast.success(t('colors.copied', { value: snippet })) : toast.error(t('extensions.clipboard.failed'))))}
      title={t('colors.copyHint')}
    >
      <span className="token-swatch__color" style={{ background: `var(${name})` }} />
      <span className="token-swatch__text">
        <span className="token-swatch__label">{label}</span>
        <code className="token-swatch__var">{name}</code>
        <span className="token-swatch__value">{value}</span>
      </span>
    </button>
  );
}
