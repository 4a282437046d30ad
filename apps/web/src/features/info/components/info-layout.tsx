import type { ReactNode } from 'react';
import { paragraphsOf } from '@athar/contract/about/site-content';
import type { InfoStep } from '../content/types';
import { discoveryMessages } from '../../../lib/messages/discovery';

/** The frame of an information page: its title, a warm lead and what follows. */
export function InfoLayout({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-loose text-muted">{lead}</p> : null}
      <div className="mt-10 flex flex-col gap-8">{children}</div>
    </div>
  );
}

/** Titled blocks of prose; a block's paragraphs are apart by an empty line in its text. */
export function InfoSections({ sections }: { sections: InfoStep[] }) {
  return sections.map((section, index) => (
    <section key={index} className="rounded-2xl bg-white p-6 ring-1 ring-brand-100">
      <h2 className="mb-3 text-xl font-bold text-brand-900">{section.title}</h2>
      {paragraphsOf(section.text).map((paragraph, at) => (
        <p key={at} className="mb-3 whitespace-pre-line leading-loose text-ink last:mb-0">
          {paragraph}
        </p>
      ))}
    </section>
  ));
}

export function InfoSteps({ steps }: { steps: InfoStep[] }) {
  return (
    <ol className="flex flex-col gap-5">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-4 rounded-2xl bg-white p-6 ring-1 ring-brand-100">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <p className="text-sm text-muted">{discoveryMessages.info.stepLabel(index + 1)}</p>
            <h2 className="text-xl font-bold text-brand-900">{step.title}</h2>
            <p className="mt-2 whitespace-pre-line leading-loose text-ink">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
