import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { withTheLate } from '@athar/contract/deceased-gender';
import type { InvitationToMe } from '@athar/contract/remembrance/co-admins';
import { primaryButton, secondaryButton, textLink } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { familyPagePath } from '../../../lib/family-paths';
import { formatDate } from '../../../lib/format-date';
import { familyMessages } from '../../../lib/messages/family';
import { useAnswerInvitation, useMyInvitations } from '../api/my-invitations';

const text = familyMessages.waiting;
const words = familyMessages.invitation;

/** The mailed link's own page answers the invitation itself: no second question over it. */
const INVITATION_PAGE = '/Invitation';

/**
 * Right after login, and on any page while one waits (issue 35): an open invitation to co-administer,
 * addressed to the account's verified e-mail, to accept or decline. Nothing is accepted without the
 * press; «لاحقًا» (or closing) puts it off until the next visit. Someone invited before they had an
 * account registers, verifies and logs in, and finds it here.
 */
export function PendingInvitationDialog() {
  const { pathname } = useLocation();
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const [putOff, setPutOff] = useState<ReadonlySet<number>>(new Set());
  const [acceptedCampaign, setAcceptedCampaign] = useState<number | null>(null);

  if (acceptedCampaign !== null) {
    const close = () => setAcceptedCampaign(null);
    return (
      <ModalDialog open onClose={close} title={words.title} widthClass="max-w-md">
        <FormAlert kind="success" text={words.accepted} />
        <Link
          to={familyPagePath(acceptedCampaign)}
          onClick={close}
          className={cx(primaryButton, 'mt-5 w-full')}
        >
          {words.goManage}
        </Link>
      </ModalDialog>
    );
  }

  const waiting = invitations.data?.find((invitation) => !putOff.has(invitation.invite_id));
  if (!waiting || pathname === INVITATION_PAGE) return null;

  const later = () => {
    answer.reset();
    setPutOff(new Set([...putOff, waiting.invite_id]));
  };
  const respond = (reply: 'accept' | 'decline') =>
    answer.mutate(
      { inviteId: waiting.invite_id, answer: reply },
      {
        onSuccess: (campaignId) => {
          answer.reset();
          if (campaignId !== null) setAcceptedCampaign(campaignId);
        },
      },
    );

  return (
    <ModalDialog
      open
      onClose={later}
      title={text.title}
      widthClass="max-w-md"
      busy={answer.isPending}
      closable={!answer.isPending}
    >
      <InvitationLines invitation={waiting} />
      {answer.isError ? (
        <div className="mt-4">
          <FormAlert kind="error" text={errorMessage(answer.error)} />
        </div>
      ) : null}
      <div className="mt-5 flex flex-col gap-3">
        <button
          type="button"
          disabled={answer.isPending}
          onClick={() => respond('accept')}
          className={cx(primaryButton, 'w-full')}
        >
          {text.accept}
        </button>
        <button
          type="button"
          disabled={answer.isPending}
          onClick={() => respond('decline')}
          className={cx(secondaryButton, 'w-full')}
        >
          {text.decline}
        </button>
        <button type="button" disabled={answer.isPending} onClick={later} className={cx(textLink, 'py-2')}>
          {text.later}
        </button>
      </div>
    </ModalDialog>
  );
}

/** The campaign, in words that fit the deceased; who invited, in words that fit a man and a woman. */
function InvitationLines({ invitation }: { invitation: InvitationToMe }) {
  const title = keepCompoundNames(withTheLate(invitation.campaign_title, invitation.deceased_gender));
  return (
    <div className="flex flex-col gap-2 leading-relaxed">
      <p className="text-ink">{words.lead(title)}</p>
      {invitation.inviter_name ? <p className="text-ink">{words.from(invitation.inviter_name)}</p> : null}
      <p className="text-muted">{text.validUntil(formatDate(invitation.expires_at))}</p>
    </div>
  );
}
