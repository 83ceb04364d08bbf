import { FormGroup, RangeSlider, Slider, TagInput, type NumberRange } from '@blueprintjs/core';
import type { DateRange } from '@blueprintjs/datetime';
import { DateInput, DateRangeInput } from '../../../../components/lazy-datetime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../use-number-format';

/**
 * Blueprint puts the popover's aria-expanded on the target wrapper, a div without a role (not allowed there): a
 * fieldset makes the two inputs a group, which may carry it.
 */
const GROUP_TARGET = { targetTagName: 'fieldset' } as const;

/** Sliders, tags and the date pickers of @blueprintjs/datetime, localized with date-fns. */
export function RangeGallery() {
  const { t } = useTranslation('demo');
  const f = useNumberFormat();
  const [volume, setVolume] = useState(60);
  const [budget, setBudget] = useState<NumberRange>([20, 70]);
  const [tags, setTags] = useState<string[]>(['React', 'GraphQL', 'Fastify']);
  const [date, setDate] = useState<string | null>('2024-09-16');
  const [range, setRange] = useState<DateRange>([new Date(2024, 8, 2), new Date(2024, 8, 13)]);

  const dateProps = {
    dateFnsFormat: 'dd.MM.yyyy',
    placeholder: t('forms.pickers.datePlaceholder'),
    invalidDateMessage: t('forms.pickers.invalid'),
    outOfRangeMessage: t('forms.pickers.outOfRange'),
  };

  return (
    <div className="demo-form-grid">
      <FormGroup label={t('forms.ranges.slider')} className="demo-slider demo-span-2">
        <Slider min={0} max={100} stepSize={1} labelStepSize={25} value={volume} onChange={setVolume} handleHtmlProps={{ 'aria-label': t('forms.ranges.slider') }} />
      </FormGroup>
      <FormGroup label={t('forms.ranges.range', { from: f.money(budget[0] * 100), to: f.money(budget[1] * 100) })} className="demo-slider demo-span-2">
        <RangeSlider min={0} max={100} stepSize={5} labelValues={[0, 50, 100]} value={budget} onChange={setBudget} labelRenderer={(v) => f.compact(v * 100)} handleHtmlProps={{ start: { 'aria-label': t('forms.ranges.min') }, end: { 'aria-label': t('forms.ranges.max') } }} />
      </FormGroup>
      <FormGroup className="demo-span-2" label={t('forms.ranges.tags')} labelFor="demo-tags" helperText={t('forms.ranges.tagsHelp')}>
        <TagInput
          values={tags}
          onChange={(values) => setTags(values.map(String).filter((v, i, all) => v.trim() !== '' && all.indexOf(v) === i))}
          leftIcon="tag"
          placeholder={t('forms.ranges.tagsPlaceholder')}
          inputProps={{ id: 'demo-tags' }}
          tagProps={{ minimal: true, intent: 'primary', round: true }}
          addOnBlur
        />
      </FormGroup>
      <FormGroup className="demo-span-2" label={t('forms.pickers.date')} labelFor="demo-date">
        <DateInput {...dateProps} fill showActionsBar todayButtonText={t('forms.pickers.today')} clearButtonText={t('forms.pickers.clear')} value={date} onChange={setDate} inputProps={{ id: 'demo-date', leftIcon: 'calendar' }} />
      </FormGroup>
      <FormGroup className="demo-span-2" label={t('forms.pickers.range')}>
        <DateRangeInput {...dateProps} popoverProps={GROUP_TARGET} fill value={range} onChange={setRange} allowSingleDayRange shortcuts={false} startInputProps={{ 'aria-label': t('forms.pickers.start') }} endInputProps={{ 'aria-label': t('forms.pickers.end') }} />
      </FormGroup>
    </div>
  );
}
