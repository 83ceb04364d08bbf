import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toaster';

/** Writes text to the clipboard; reports failure (e.g. no permission) instead of pretending it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy-to-clipboard: an editable value with a copy button that confirms with a toast and a tick. */
export function ClipboardDemo() {
  const { t } = useTranslation('demo');
  const [value, setValue] = useState('https://aurora.example.ru/invite/7F3K-9QX2');
  const [copied, setCopied] = useState(false);

  async function copy() {
    const ok = await copyText(value);
    setCopied(ok);
    if (ok) toast.success(t('extensions.clipboard.copied'));
    else toast.error(t('extensions.clipboard.failed'));
  }

  return (
    <div className="demo-clipboard">
      <label className="bp6-label" htmlFor="demo-clipboard-input">
        {t('extensions.clipboard.label')}
      </label>
      <InputGroup
        id="demo-clipboard-input"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          setCopied(false);
        }}
        leftIcon="link"
        rightElement={<Button variant="minimal" intent={copied ? 'success' : 'primary'} icon={copied ? 'tick' : 'duplicate'} text={copied ? t('extensions.clipboard.done') : t('extensions.clipboard.copy')} onClick={() => void copy()} data-testid="demo-copy" />}
      />
    </div>
  );
}
