import type { FaqItem } from '@athar/contract/about/faq';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { TextSkeleton } from '../../../components/skeletons';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useFaq } from '../api/get-faq';
import { InfoLayout } from './info-layout';

/** One accordion list on native <details>: keyboard and screen-reader ready without script. */
function Accordion({ title, items }: { title: string; items: FaqItem[] }) {
  return (
    <section>
      <h2 className="mb-4 text-2xl font-bold text-brand-900">{title}</h2>
      {items.length === 0 ? (
        <EmptyState title={discoveryMessages.info.faqEmpty} />
      ) : (
        <div className="flex flex-col gap-3">
          {items.map((item) => (
            <details key={item.question} className="group rounded-2xl bg-white ring-1 ring-brand-100">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-bold text-brand-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 leading-loose text-ink">{item.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

/** /FAQs: two accordions, for donors and for campaign creators. */
export function FaqsPage() {
  const faq = useFaq();
  return (
    <InfoLayout title={messages.pages.faqs}>
      {faq.isPending ? (
        <TextSkeleton lines={8} />
      ) : faq.isError ? (
        <ErrorState onRetry={() => void faq.refetch()} />
      ) : (
        <>
          <Accordion title={discoveryMessages.info.faqDonors} items={faq.data.donators} />
          <Accordion title={discoveryMessages.info.faqCreators} items={faq.data.creators} />
        </>
      )}
    </InfoLayout>
  );
}
