import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';
import { copyText } from './extensions/clipboard-demo';

/**
 * The value a CSS variable resolves to on <body> now. Skins change <body>'s classes after this
 * component renders (the layout provider's effect runs later), so watch the class attribute.
 */
function useResolvedVar(name: string): string {
  const [value, setValue] = useState('');
  useEffect(() => {
    const read = () => setValue(getComputedStyle(document.body).getPropertyValue(name).trim());
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [name]);
  return value;
}

/** A swatch of one design token: the colour, its name, the CSS variable and its current value; click copies var(). */
export function TokenSwatch({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('demo');
  const value = useResolvedVar(name);
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
