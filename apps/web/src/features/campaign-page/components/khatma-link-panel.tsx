import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { khatmaMessages } from '../../../lib/messages/khatma';
import { useMarkReadByLink } from '../api/get-khatma';
import { KHATMA_ANCHOR, useJumpToKhatma } from './khatma-notice';

const text = khatmaMessages.readLink;

/**
 * Near the top of the campaign page a reservation's «read» link opened (issue 35): what the link does and
 * one button. Opening the page marks nothing (a mail scanner that follows the link changes nothing,
 * docs/decisions/028); the press does, then says so with a way down to the khatma, whose grid shows the
 * juz read. A refusal (a link cut short, or whose reservation was released) is said here in Arabic.
 */
export function KhatmaLinkPanel({
  campaignId,
  token,
  onDone,
}: {
  campaignId: number;
  token: string;
  /** the link did its work: the page's address may forget it */
  onDone: () => void;
}) {
  const press = useMarkReadByLink(campaignId);
  const jump = useJumpToKhatma();
  const mark = () => press.mutate(token, { onSuccess: onDone });

  return (
    <section
      aria-labelledby="khatma-link-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="khatma-link-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      {press.isSuccess ? (
        <>
          <FormAlert kind="success" text={press.data} />
          <a
            href={`#${KHATMA_ANCHOR}`}
            className={`${secondaryButton} self-start`}
            onClick={(event) => {
              event.preventDefault();
              jump();
            }}
          >
            {text.toKhatma}
          </a>
        </>
      ) : (
        <>
          <p className="text-ink">{text.lead}</p>
          <FormAlert kind="error" text={press.isError ? errorMessage(press.error) : null} />
          <button
            type="button"
            onClick={mark}
            disabled={press.isPending}
            aria-busy={press.isPending || undefined}
            className={`${primaryButton} sm:self-start`}
          >
            {press.isPending && <Spinner className="size-5 text-white!" />}
            {press.isPending ? text.working : text.action}
          </button>
        </>
      )}
    </section>
  );
}
