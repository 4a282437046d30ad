import { campaignStepsMessages } from '../lib/messages/campaign-steps';
import { cx } from '../lib/cx';

/**
 * The three steps of starting a campaign (choose a project, create it, publish it widely). On a phone only
 * the current step is named beside the numbers (the others stay named for screen readers): three labels
 * in a third of 360 px each wrapped onto four lines and pushed the form down.
 */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={campaignStepsMessages.label} className="mx-auto max-w-3xl px-4">
      <ol className="flex items-center gap-2 sm:gap-4">
        {campaignStepsMessages.steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cx(
                'flex items-center gap-2 text-sm sm:flex-1 sm:text-base',
                state === 'current' && 'min-w-0 flex-1',
              )}
            >
              <span
                className={cx(
                  'flex size-8 shrink-0 items-center justify-center rounded-full font-bold',
                  state === 'next' ? 'border-2 border-brand-200 text-muted' : 'bg-brand-700 text-white',
                )}
              >
                {number}
              </span>
              <span
                className={cx(
                  state === 'current'
                    ? 'font-bold leading-tight text-brand-900'
                    : 'sr-only text-muted sm:not-sr-only',
                )}
              >
                <span className="sr-only">{campaignStepsMessages.stepOf(number)}: </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
