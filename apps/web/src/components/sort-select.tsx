import { useId } from 'react';
import type { FilterOption } from '@athar/contract/filters';
import { listStateMessages } from '../lib/messages/list-states';

interface SortSelectProps<T extends string> {
  options: readonly FilterOption[];
  value: T;
  onChange: (value: T) => void;
}

/** The filter dropdown of the listings (PRODUCT.md §2); options are the contract's sort options. */
export function SortSelect<T extends string>({ options, value, onChange }: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-bold text-brand-900">
        {listStateMessages.sortLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink"
      >
        {options.map((option) => (
          <option key={option.filter_type} value={option.filter_type}>
            {option.value}
          </option>
        ))}
      </select>
    </div>
  );
}
