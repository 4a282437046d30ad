import { useSearchParams } from 'react-router';
import { cx } from '../../../lib/cx';

/**
 * A list's states as toggle buttons (the pressed one shown), kept in the address (`?status=` unless
 * told) so the view can be reloaded; the first state is the default and leaves the address bare.
 */
export function useStatusFilter<Status extends string>(states: readonly Status[], param = 'status') {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(param);
  const current = states.find((state) => state === asked) ?? states[0]!;
  const choose = (next: Status) => setSearch(next === states[0] ? {} : { [param]: next }, { replace: true });
  return [current, choose] as const;
}

export function FilterTabs<Status extends string>({
  label,
  names,
  current,
  onChoose,
}: {
  label: string;
  names: Record<Status, string>;
  current: Status;
  onChoose: (next: Status) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(Object.keys(names) as Status[]).map((state) => (
        <button
          key={state}
          type="button"
          aria-pressed={state === current}
          onClick={() => onChoose(state)}
          className={cx(
            'rounded-full px-4 py-1.5 text-sm font-bold ring-1',
            state === current
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50',
          )}
        >
          {names[state]}
        </button>
      ))}
    </div>
  );
}
