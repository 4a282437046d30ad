import type { ReactNode } from 'react';
import type { TimelineUpdate } from '@athar/contract/charity/delivery-updates';
import { formatNumber } from '@athar/contract/money';
import { formatCalendarDay, formatDate } from '../lib/format-date';
import { deliveryMessages } from '../lib/messages/delivery';

const text = deliveryMessages.update;

/**
 * One proof-of-delivery update: when it was posted, its badge (completed, still working in year N),
 * the charity's words, the beneficiaries, the photos with the day each was taken, and the
 * certificate. Pictures load lazily; `heading` names where it belongs (the console's list); `footer`
 * is what the page puts under it (the campaign page's discreet «إبلاغ»).
 */
export function DeliveryUpdateCard({
  update,
  heading,
  footer,
}: {
  update: TimelineUpdate;
  heading?: string;
  footer?: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-2">
        <time dateTime={update.created_at} className="text-sm font-bold text-muted">
          {text.postedOn(formatDate(update.created_at))}
        </time>
        {update.kind === 'completed' ? (
          <span className="rounded-full bg-success-50 px-3 py-0.5 text-sm font-bold text-success-700">
            {text.completed}
          </span>
        ) : null}
        {update.kind === 'still_working' && update.year_number !== null ? (
          <span className="rounded-full bg-sand-100 px-3 py-0.5 text-sm font-bold text-brand-900">
            {text.stillWorking(update.year_number)}
          </span>
        ) : null}
      </header>
      {heading ? <p className="text-sm font-bold text-brand-800">{heading}</p> : null}
      <p className="whitespace-pre-line break-words leading-relaxed text-ink">{update.body}</p>
      {update.beneficiaries !== null ? (
        <p className="font-bold text-brand-900">{text.beneficiaries(formatNumber(update.beneficiaries))}</p>
      ) : null}
      {update.photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {update.photos.map((photo, index) => {
            const day = formatCalendarDay(photo.taken_on);
            return (
              <li key={photo.url}>
                <figure className="flex flex-col gap-1">
                  <a href={photo.url} target="_blank" rel="noopener">
                    <img
                      src={photo.url}
                      alt={text.photoAlt(index + 1, day)}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full rounded-xl bg-sand-100 object-cover"
                    />
                  </a>
                  <figcaption className="text-xs text-muted">{text.photoTakenOn(day)}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      ) : null}
      {update.certificate_url ? (
        <figure className="flex flex-col gap-1 rounded-xl border border-success-700/30 bg-success-50 p-3">
          <figcaption className="font-bold text-success-700">{text.certificate}</figcaption>
          <a href={update.certificate_url} target="_blank" rel="noopener" aria-label={text.openCertificate}>
            <img
              src={update.certificate_url}
              alt={text.certificate}
              loading="lazy"
              decoding="async"
              className="max-h-64 w-auto rounded-lg bg-white object-contain"
            />
          </a>
        </figure>
      ) : null}
      {footer}
    </article>
  );
}
