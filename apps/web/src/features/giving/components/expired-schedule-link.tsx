import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { givingMessages } from '../../../lib/messages/giving';
import { useRenewScheduleLink } from '../../../lib/queries/giving-schedules';

const text = givingMessages.page;

/**
 * A schedule's link that expired (30 days, docs/decisions/027): says so in the api's words, and offers a
 * new link, mailed only to the address the schedule was set up with — the page never asks for one.
 */
export function ExpiredScheduleLink({ id, token, reason }: { id: number; token: string; reason: string }) {
  const renew = useRenewScheduleLink(id, token);
  return (
    <section
      aria-labelledby="expired-link-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
    >
      <h2 id="expired-link-title" className="text-lg font-bold text-brand-900">
        {text.expiredTitle}
      </h2>
      <p className="leading-relaxed">{reason}</p>
      <p className="text-sm leading-relaxed text-muted">{text.renewWhere}</p>
      <div aria-live="polite">
        <FormAlert kind="success" text={renew.isSuccess ? renew.data : null} />
        <FormAlert kind="error" text={renew.isError ? errorMessage(renew.error) : null} />
      </div>
      {!renew.isSuccess && (
        <button
          type="button"
          disabled={renew.isPending}
          className={`${primaryButton} w-full`}
          onClick={() => renew.mutate()}
        >
          {renew.isPending ? text.renewing : text.renew}
        </button>
      )}
    </section>
  );
}
