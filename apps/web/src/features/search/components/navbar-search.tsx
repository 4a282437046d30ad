import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_MIN_CHARS } from '@athar/contract/constants';
import { SearchIcon } from '../../../components/icons/search-icon';
import { Spinner } from '../../../components/spinner';
import { cx } from '../../../lib/cx';
import { messages } from '../../../lib/messages';
import { useSearch } from '../api/search';

const DEBOUNCE_MS = 250;
/** The results list is its own chunk: it is needed only once something was found. */
const SearchResults = lazy(async () => ({ default: (await import('./search-results')).SearchResults }));

/**
 * The navbar search (PRODUCT.md §2): results from 3 characters, none below; inline on wide screens, behind a
 * search button on phones. Escape closes the dropdown; ArrowDown moves into the results.
 */
export function NavbarSearch() {
  const id = useId();
  const location = useLocation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [panelAt, setPanelAt] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearch(query);
  const open = openAt === location.key && text.trim().length >= SEARCH_MIN_CHARS;
  const panelOpen = panelAt === location.key;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (panelOpen) inputRef.current?.focus();
  }, [panelOpen]);

  function close() {
    setOpenAt(null);
  }

  const results = search.data ?? [];
  const status = !open
    ? ''
    : search.isFetching && results.length === 0
      ? messages.search.searching
      : results.length === 0
        ? messages.search.noResults
        : messages.search.results(results.length);

  return (
    <>
      <button
        type="button"
        onClick={() => setPanelAt(panelOpen ? null : location.key)}
        aria-expanded={panelOpen}
        aria-controls={`${id}-box`}
        aria-label={messages.search.label}
        className="rounded-lg p-2 text-white hover:bg-white/10 lg:hidden"
      >
        <SearchIcon className="size-6" />
      </button>
      <div
        id={`${id}-box`}
        ref={boxRef}
        role="search"
        onBlur={(event) => {
          if (!boxRef.current?.contains(event.relatedTarget as Node | null)) close();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
            inputRef.current?.focus();
          }
        }}
        className={cx(
          'absolute inset-x-0 top-16 bg-brand-900 px-4 pb-3 lg:relative lg:inset-auto lg:block lg:bg-transparent lg:p-0',
          panelOpen ? 'block' : 'hidden',
        )}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {messages.search.label}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            autoComplete="off"
            value={text}
            placeholder={messages.search.placeholder}
            aria-describedby={`${id}-status`}
            onChange={(event) => {
              setText(event.target.value);
              setOpenAt(location.key);
            }}
            onFocus={() => setOpenAt(location.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && open) {
                event.preventDefault();
                boxRef.current
                  ?.querySelector<HTMLAnchorElement>(`#${CSS.escape(`${id}-results`)} a`)
                  ?.focus();
              }
            }}
            className="w-full rounded-xl border-0 bg-white py-2 ps-10 pe-3 text-ink placeholder:text-muted lg:w-56 xl:w-64"
          />
        </div>
        <p id={`${id}-status`} role="status" className="sr-only">
          {status}
        </p>
        {open ? (
          <div className="absolute inset-x-4 top-full z-50 mt-1 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-brand-100 lg:inset-x-0 lg:w-80">
            {results.length > 0 ? (
              <Suspense fallback={<Spinner className="m-3 size-4" />}>
                <SearchResults id={`${id}-results`} results={results} onPick={close} />
              </Suspense>
            ) : (
              <p id={`${id}-results`} className="flex items-center gap-2 px-3 py-3 text-muted">
                {search.isFetching ? <Spinner className="size-4" /> : null}
                {search.isFetching ? messages.search.searching : messages.search.noResults}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}
