import { Button, FormGroup, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatProfileFieldsFragment, ChatProfileInput, ChatStatus } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';
import { UpdateChatProfileMutation } from '../api/update-chat-profile-mutation';

export const CHAT_STATUSES: readonly ChatStatus[] = ['online', 'away', 'busy', 'offline'];
const ABOUT_MAX = 500;

/** The seller's own card: status, about and settings, each saved through updateChatProfile. */
export function ProfilePanel({ profile, onClose }: { profile: ChatProfileFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const ids = useId();
  const [about, setAbout] = useState(profile.about);
  const [update, { loading }] = useMutation(UpdateChatProfileMutation);

  useEffect(() => setAbout(profile.about), [profile.about]);

  async function save(input: ChatProfileInput, done?: string) {
    const next = {
      ...profile,
      status: input.status ?? profile.status,
      about: input.about ?? profile.about,
      settings: {
        ...profile.settings,
        isTwoStepAuthVerificationEnabled: input.settings?.isTwoStepAuthVerificationEnabled ?? profile.settings.isTwoStepAuthVerificationEnabled,
        isNotificationsOn: input.settings?.isNotificationsOn ?? profile.settings.isNotificationsOn,
      },
    };
    try {
      await update({ variables: { input }, optimisticResponse: { updateChatProfile: next } });
      if (done) toast.success(done);
    } catch (error) {
      toast.error(t('toast.profileFailed', { message: (error as Error).message }));
    }
  }

  const aboutChanged = about.trim() !== profile.about;

  return (
    <section className="chat-profile" aria-label={t('profile.title')} data-testid="chat-profile">
      <header className="chat-profile__head">
        <Button variant="minimal" icon="cross" className="chat-profile__close" aria-label={t('profile.close')} onClick={onClose} />
        <Avatar src={profile.avatar} name={profile.fullName} size={84} status={profile.status} />
        <h2 className="chat-profile__name">{profile.fullName}</h2>
        <p className="text-muted">{profile.role}</p>
      </header>
      <div className="chat-profile__body">
        <FormGroup label={t('profile.about')} labelFor={`${ids}-about`} helperText={t('profile.aboutLeft', { count: ABOUT_MAX - about.length })}>
          <TextArea id={`${ids}-about`} fill rows={4} maxLength={ABOUT_MAX} value={about} onChange={(e) => setAbout(e.target.value)} />
        </FormGroup>
        {aboutChanged ? (
          <Button intent="primary" size="small" icon="floppy-disk" loading={loading} text={t('profile.saveAbout')} onClick={() => void save({ about: about.trim() }, t('toast.aboutSaved'))} />
        ) : null}
        <RadioGroup
          className="chat-profile__status"
          label={t('profile.status')}
          selectedValue={profile.status}
          onChange={(e) => void save({ status: e.currentTarget.value as ChatStatus })}
        >
          {CHAT_STATUSES.map((status) => (
            <Radio key={status} value={status} labelElement={<span className="chat-status-option"><span className={`chat-status-dot chat-status-dot--${status}`} />{t(`status.${status}`)}</span>} />
          ))}
        </RadioGroup>
        <h3 className="chat-profile__heading">{t('profile.settings')}</h3>
        <Switch
          checked={profile.settings.isTwoStepAuthVerificationEnabled}
          label={t('profile.twoStep')}
          alignIndicator="end"
          role="switch"
          onChange={(e) => void save({ settings: { isTwoStepAuthVerificationEnabled: e.currentTarget.checked } })}
        />
        <Switch
          checked={profile.settings.isNotificationsOn}
          label={t('profile.notifications')}
          alignIndicator="end"
          role="switch"
          onChange={(e) => void save({ settings: { isNotificationsOn: e.currentTarget.checked } })}
        />
      </div>
    </section>
  );
}
