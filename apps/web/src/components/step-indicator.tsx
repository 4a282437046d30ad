import { campaignMessages } from '../lib/messages/campaigns';
import { cx } from '../lib/cx';

/** The three steps of starting a campaign (choose a project, create it, publish it widely). */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={campaignMessages.campaignSteps.label} className="mx-auto max-w-3xl px-4">
      <ol className="flex items-center gap-2 sm:gap-4">
        {campaignMessages.campaignSteps.steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 text-sm sm:text-base"
            >
              <span
                className={cx(
                  'flex size-8 shrink-0 items-center justify-center rounded-full font-bold',
                  state === 'next' ? 'border-2 border-brand-200 text-muted' : 'bg-brand-700 text-white',
                )}
              >
                {number}
              </span>
              <span className={cx(state === 'current' ? 'font-bold text-brand-900' : 'text-muted')}>
                <span className="sr-only">{campaignMessages.campaignSteps.stepOf(number)}: </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
