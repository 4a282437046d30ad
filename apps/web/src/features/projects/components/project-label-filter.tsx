import { useId } from 'react';
import { SADAQA_KINDS, type SadaqaKind } from '@athar/contract/projects/labels';
import { licenceMessages } from '../../../lib/messages/licence';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';
import type { LabelFilter } from '../label-filter';

const text = licenceMoreMessages.filter;

const choice =
  'cursor-pointer rounded-xl border-2 border-brand-200 bg-white px-4 py-2 font-bold text-brand-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus';

const KIND_OPTIONS: { value: SadaqaKind | undefined; label: string }[] = [
  { value: undefined, label: text.all },
  ...SADAQA_KINDS.map((kind) => ({ value: kind, label: licenceMessages.labels.kind[kind] })),
];

/**
 * /ProjectsListing's honest-label filter (docs/decisions/018): the kind of sadaqa as one radio group (arrow
 * keys move through it) and a zakat checkbox; native inputs, only their look is drawn.
 */
export function ProjectLabelFilter({
  value,
  onChange,
}: {
  value: LabelFilter;
  onChange: (next: LabelFilter) => void;
}) {
  const name = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-start mb-1 w-full text-sm font-bold text-brand-900 sm:me-2 sm:mb-0 sm:w-auto">
          {text.kindLegend}
        </legend>
        {KIND_OPTIONS.map((option) => (
          <label key={option.label} className={choice}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value.kind === option.value}
              onChange={() => onChange({ ...value, kind: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label className="flex cursor-pointer items-center gap-2 font-bold text-brand-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={value.zakatOnly}
          onChange={(event) => onChange({ ...value, zakatOnly: event.target.checked })}
        />
        {text.zakatOnly}
      </label>
    </div>
  );
}
