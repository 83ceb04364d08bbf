import { Button, Checkbox, FileInput, FormGroup, HTMLSelect, InputGroup, NumericInput, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const BIO_MAX = 160;

/** Text, number, textarea, choice controls and the file input, each labelled and in its common states. */
export function InputsGallery() {
  const { t } = useTranslation('demo');
  const [showPassword, setShowPassword] = useState(false);
  const [amount, setAmount] = useState(250);
  const [bio, setBio] = useState('');
  const [channels, setChannels] = useState({ email: true, sms: false, push: true });
  const [plan, setPlan] = useState('team');
  const [notify, setNotify] = useState(true);
  const [fileName, setFileName] = useState('');

  return (
    <div className="demo-form-grid">
      <FormGroup label={t('forms.inputs.text')} labelFor="demo-text">
        <InputGroup id="demo-text" placeholder={t('forms.inputs.textPlaceholder')} />
      </FormGroup>
      <FormGroup label={t('forms.inputs.withIcon')} labelFor="demo-email">
        <InputGroup id="demo-email" type="email" leftIcon="envelope" placeholder="name@example.ru" />
      </FormGroup>
      <FormGroup label={t('forms.inputs.password')} labelFor="demo-password">
        <InputGroup
          id="demo-password"
          type={showPassword ? 'text' : 'password'}
          leftIcon="lock"
          defaultValue="secret-pass"
          rightElement={<Button variant="minimal" icon={showPassword ? 'eye-off' : 'eye-open'} aria-label={showPassword ? t('forms.inputs.hidePassword') : t('forms.inputs.showPassword')} onClick={() => setShowPassword((v) => !v)} />}
        />
      </FormGroup>
      <FormGroup label={t('forms.inputs.disabled')} labelFor="demo-disabled">
        <InputGroup id="demo-disabled" disabled value={t('forms.inputs.disabledValue')} />
      </FormGroup>
      <FormGroup label={t('forms.inputs.success')} labelFor="demo-valid" intent="success" helperText={t('forms.inputs.successHelp')}>
        <InputGroup id="demo-valid" intent="success" defaultValue="aurora-team" rightElement={<span className="demo-input-icon demo-tone--success">✓</span>} />
      </FormGroup>
      <FormGroup label={t('forms.inputs.danger')} labelFor="demo-invalid" intent="danger" helperText={t('forms.inputs.dangerHelp')}>
        <InputGroup id="demo-invalid" intent="danger" defaultValue="anna@" />
      </FormGroup>
      <FormGroup label={t('forms.inputs.number')} helperText={t('forms.inputs.numberHelp')}>
        {/* No id of ours: Blueprint's step buttons point (aria-controls) at the id it generates for the input. */}
        <NumericInput aria-label={t('forms.inputs.number')} fill min={0} max={1000} stepSize={10} majorStepSize={100} value={amount} onValueChange={(v) => setAmount(Number.isFinite(v) ? v : 0)} leftIcon="dollar" />
      </FormGroup>
      <FormGroup label={t('forms.inputs.select')} labelFor="demo-html-select">
        <HTMLSelect
          id="demo-html-select"
          fill
          defaultValue="kzn"
          options={[
            { value: 'msk', label: 'Москва' },
            { value: 'spb', label: 'Санкт-Петербург' },
            { value: 'kzn', label: 'Казань' },
            { value: 'nsk', label: 'Новосибирск' },
          ]}
        />
      </FormGroup>
      <FormGroup className="demo-span-2" label={t('forms.inputs.textarea')} labelFor="demo-bio" helperText={t('forms.inputs.counter', { count: bio.length, max: BIO_MAX })}>
        <TextArea id="demo-bio" fill autoResize maxLength={BIO_MAX} value={bio} onChange={(e) => setBio(e.currentTarget.value)} placeholder={t('forms.inputs.textareaPlaceholder')} />
      </FormGroup>
      <FormGroup label={t('forms.inputs.checkboxes')}>
        {(['email', 'sms', 'push'] as const).map((key) => (
          <Checkbox key={key} label={t(`forms.inputs.channels.${key}`)} checked={channels[key]} onChange={() => setChannels((c) => ({ ...c, [key]: !c[key] }))} />
        ))}
        <Checkbox label={t('forms.inputs.indeterminate')} indeterminate />
      </FormGroup>
      <RadioGroup label={t('forms.inputs.radios')} selectedValue={plan} onChange={(e) => setPlan(e.currentTarget.value)}>
        <Radio value="basic" label={t('forms.inputs.plans.basic')} />
        <Radio value="team" label={t('forms.inputs.plans.team')} />
        <Radio value="enterprise" label={t('forms.inputs.plans.enterprise')} />
      </RadioGroup>
      <FormGroup label={t('forms.inputs.switches')}>
        <Switch label={t('forms.inputs.notifications')} checked={notify} onChange={() => setNotify((v) => !v)} />
        <Switch label={t('forms.inputs.darkPreview')} innerLabel={t('forms.inputs.off')} innerLabelChecked={t('forms.inputs.on')} />
        <Switch label={t('forms.inputs.locked')} disabled checked />
      </FormGroup>
      <FormGroup label={t('forms.inputs.file')} labelFor="demo-file">
        <FileInput
          fill
          text={fileName || t('forms.inputs.fileChoose')}
          hasSelection={fileName !== ''}
          buttonText={t('forms.inputs.fileBrowse')}
          inputProps={{ id: 'demo-file' }}
          onInputChange={(e) => setFileName(e.currentTarget.files?.[0]?.name ?? '')}
        />
      </FormGroup>
    </div>
  );
}
