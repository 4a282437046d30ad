import { useRef, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { charityTeamMessages } from '../../../lib/messages/charity-team';
import { useStaffSession } from '../../../lib/staff-session';
import { useCharityTeam, useTeamChange, wantsStepUp, type TeamChange } from '../api/charity-team';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { InviteStaffForm } from './invite-staff-form';
import { StepUpDialog } from './step-up-dialog';
import { TaxNumberForm } from './tax-number-form';
import { TeamMemberCard } from './team-member-card';

const text = charityTeamMessages;

/** What a form shows of the change call: busy, or refused — never the wanted code, the dialog asks it. */
export interface TeamCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * /charity/team «فريق الجمعية» (the charity's admin): its staff and their roles, an invitation, taking a
 * member out or back, and the tax number. Each change the server wants a fresh code for opens the
 * step-up dialog, then is sent again.
 */
export function CharityTeamPage() {
  const me = useStaffSession();
  const team = useCharityTeam();
  const change = useTeamChange();
  const [askingCode, setAskingCode] = useState(false);
  const waiting = useRef<{ change: TeamChange; settle: (error?: unknown) => void } | null>(null);
  const [lastKind, setLastKind] = useState<TeamChange['kind'] | null>(null);

  /** Sends a change; resolves when it is done, rejects with the server's refusal. */
  const run = (next: TeamChange) =>
    new Promise<void>((resolve, reject) => {
      setLastKind(next.kind);
      const settle = (error?: unknown) => (error === undefined ? resolve() : reject(error));
      change.mutate(next, {
        onSuccess: () => settle(),
        onError: (error) => {
          if (!wantsStepUp(error)) return settle(error);
          waiting.current = { change: next, settle };
          setAskingCode(true);
        },
      });
    });

  const callOf = (kinds: TeamChange['kind'][]): TeamCall => {
    const mine = lastKind !== null && kinds.includes(lastKind);
    return {
      isPending: mine && change.isPending,
      isError: mine && change.isError && !wantsStepUp(change.error),
      error: change.error,
    };
  };

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {team.isPending ? (
        <ConsoleListSkeleton className="flex flex-col gap-3" />
      ) : team.data ? (
        <>
          <ul className="flex flex-col gap-3">
            {team.data.staff.map((member) => (
              <TeamMemberCard
                key={`${member.id}:${member.roles.join()}:${member.disabled}`}
                member={member}
                isSelf={member.id === me?.id}
                busy={change.isPending}
                onRoles={(roles) => void run({ kind: 'roles', id: member.id, roles }).catch(() => {})}
                onAccess={(disable) =>
                  void run({ kind: disable ? 'disable' : 'enable', id: member.id }).catch(() => {})
                }
              />
            ))}
          </ul>
          <InviteStaffForm call={callOf(['invite'])} onSend={(body) => run({ kind: 'invite', body })} />
          <TaxNumberForm
            key={team.data.tax_number ?? 'none'}
            current={team.data.tax_number}
            call={callOf(['tax'])}
            onSend={(taxNumber) => run({ kind: 'tax', tax_number: taxNumber })}
          />
        </>
      ) : null}
      <StepUpDialog
        text={text.stepUp}
        open={askingCode}
        onClose={() => {
          setAskingCode(false);
          waiting.current?.settle(new Error('step-up cancelled'));
          waiting.current = null;
        }}
        onDone={() => {
          setAskingCode(false);
          const pending = waiting.current;
          waiting.current = null;
          if (!pending) return;
          change.mutate(pending.change, {
            onSuccess: () => pending.settle(),
            onError: (error) => pending.settle(error),
          });
        }}
      />
    </section>
  );
}
