import { Card, ProgressBar, Radio, RadioGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { PollOptionFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';
import { VotePollMutation } from './profile-documents';
import { numberFormat } from '../../../lib/intl-formats';

/** The poll: one vote per account; every option's share comes back from the server. */
export function ProfilePoll({ question, options }: { question: string; options: PollOptionFieldsFragment[] }) {
  const { t, i18n } = useTranslation('pages');
  const [vote, { loading }] = useMutation(VotePollMutation);
  const mine = options.find((o) => o.votedByMe)?.id;
  return (
    <Card className="card">
      <h3 className="section-title">{t('profile.polls')}</h3>
      <p>{question}</p>
      <RadioGroup
        selectedValue={mine ? String(mine) : undefined}
        disabled={loading}
        onChange={(e) => {
          const option = e.currentTarget.value;
          vote({ variables: { option } }).catch(() => toast.error(t('profile.voteFailed')));
        }}
        className="poll"
      >
        {options.map((o) => (
          <Radio key={o.id} value={String(o.id)} className="poll__option" data-testid="poll-option">
            <span className="poll__row">
              <span>{o.name}</span>
              <span className="text-muted">{numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(o.result)}%</span>
            </span>
            <ProgressBar value={o.result / 100} animate={false} stripes={false} intent="primary" aria-label={o.name} />
            <span className="avatar-stack">
              {o.votedUser.slice(0, 4).map((u, i) => (
                <Avatar key={`${u.username}-${i}`} src={u.img} name={u.username} size={22} />
              ))}
            </span>
          </Radio>
        ))}
      </RadioGroup>
    </Card>
  );
}
