import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/cx';

export interface ViewTab<Key extends string> {
  key: Key;
  label: string;
  tabId: string;
  panelId: string;
}

interface ViewTabsProps<Key extends string> {
  label: string;
  tabs: readonly ViewTab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

/**
 * A segmented switch with the ARIA tabs pattern: one tab stop, arrow keys move between the tabs
 * (ArrowLeft is "next" in a right-to-left page), Home and End jump to the ends.
 */
export function ViewTabs<Key extends string>({ label, tabs, selected, onSelect }: ViewTabsProps<Key>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: index === last ? 0 : index + 1,
      ArrowRight: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="inline-flex self-start rounded-xl bg-white p-1 ring-1 ring-brand-100"
    >
      {tabs.map((tab, index) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={tab.tabId}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={tab.panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'rounded-lg px-5 py-2 font-bold transition-colors',
              active ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
