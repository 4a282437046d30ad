import { useEffect, useId, useState } from 'react';
import { listStateMessages } from '../lib/messages/list-states';
import { SearchIcon } from './icons/search-icon';

const DEBOUNCE_MS = 300;

/** A labelled search box that reports its text once typing pauses. */
export function SearchField({
  onSearch,
  placeholder,
}: {
  onSearch: (text: string) => void;
  placeholder: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {listStateMessages.searchLabel}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="w-full rounded-xl border border-brand-200 bg-white py-2.5 ps-10 pe-3 text-ink placeholder:text-muted"
      />
    </div>
  );
}
