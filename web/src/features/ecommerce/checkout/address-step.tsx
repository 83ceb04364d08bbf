import { Card, Radio, RadioGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressErrors, AddressField } from './address';
import { FormField } from './form-field';

const FIELDS: { field: AddressField; autoComplete: string; wide?: boolean; optional?: boolean; inputMode?: 'tel' | 'numeric' }[] = [
  { field: 'fullName', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'street', autoComplete: 'address-line1', wide: true },
  { field: 'flat', autoComplete: 'address-line2' },
  { field: 'landmark', autoComplete: 'off', optional: true },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The delivery address form; errors appear once the user tried to go on. */
export function AddressStep({ address, errors, onChange, onSubmit }: { address: Address; errors: AddressErrors; onChange: (a: Address) => void; onSubmit: () => void }) {
  const { t } = useTranslation('ecommerce');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card className="card checkout-form" data-testid="address-step">
      <h2 className="card__title">{t('checkout.address.title')}</h2>
      <p className="text-muted">{t('checkout.address.subtitle')}</p>
      <form id="address-form" className="form-grid" noValidate onSubmit={submit}>
        {FIELDS.map(({ field, autoComplete, wide, optional, inputMode }) => (
          <div key={field} className={wide ? 'form-grid__wide' : undefined}>
            <FormField
              id={`address-${field}`}
              label={t(`checkout.address.fields.${field}`)}
              placeholder={t(`checkout.address.placeholders.${field}`)}
              value={address[field]}
              error={errors[field]}
              optional={optional}
              inputMode={inputMode}
              autoComplete={autoComplete}
              onChange={(value) => onChange({ ...address, [field]: value })}
            />
          </div>
        ))}
        <div className="form-grid__wide">
          <RadioGroup
            label={t('checkout.address.type')}
            inline
            selectedValue={address.type}
            onChange={(e) => onChange({ ...address, type: e.currentTarget.value === 'office' ? 'office' : 'home' })}
          >
            <Radio value="home" label={t('checkout.address.home')} />
            <Radio value="office" label={t('checkout.address.office')} />
          </RadioGroup>
        </div>
        {/* Enter in any field submits, like the summary's button. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Card>
  );
}
