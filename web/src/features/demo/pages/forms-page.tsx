import { useTranslation } from 'react-i18next';
import { DemoCard, DemoPage } from '../components/demo-card';
import { AutocompleteDemo } from '../components/forms/autocomplete-demo';
import { InputsGallery } from '../components/forms/inputs-gallery';
import { RangeGallery } from '../components/forms/range-gallery';
import { SelectGallery } from '../components/forms/select-gallery';
import { ValidatedForm } from '../components/forms/validated-form';
import '../demo.css';

/** /forms: every input, pickers, selects, the GraphQL autocomplete and a validated form. */
export default function FormsPage() {
  const { t } = useTranslation('demo');
  return (
    <DemoPage title={t('pages.forms.title')}>
      <DemoCard title={t('forms.autocomplete.title')} note={t('forms.autocomplete.note')} className="demo-span-2">
        <AutocompleteDemo />
      </DemoCard>
      <DemoCard title={t('forms.inputs.title')} note={t('forms.inputs.note')} className="demo-span-2" testId="demo-inputs">
        <InputsGallery />
      </DemoCard>
      <DemoCard title={t('forms.selects.title')} note={t('forms.selects.note')}>
        <SelectGallery />
      </DemoCard>
      <DemoCard title={t('forms.ranges.title')} note={t('forms.ranges.note')}>
        <RangeGallery />
      </DemoCard>
      <DemoCard title={t('forms.validation.title')} note={t('forms.validation.note')} className="demo-span-2">
        <ValidatedForm />
      </DemoCard>
    </DemoPage>
  );
}
