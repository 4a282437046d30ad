import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readLabelFilter, withLabelFilter, type LabelFilter } from '../label-filter';

/**
 * The label filter kept in the URL query, so a filtered listing can be shared and reloaded. Each
 * change replaces the history entry: the back button leaves the listing instead of undoing a click.
 */
export function useLabelFilter(): [LabelFilter, (filter: LabelFilter) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // the router changes the address a moment after the click: till then the inputs show the choice
  const [chosen, setChosen] = useState<{ filter: LabelFilter; from: string } | null>(null);
  const filter = chosen?.from === search ? chosen.filter : readLabelFilter(params);
  const canonical = withLabelFilter(params, readLabelFilter(params)).toString();

  // `?kind=` or `?zakat=0` typed or pasted in: the address says what the listing shows, nothing more
  useEffect(() => {
    if (canonical !== search) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, search, setParams]);

  const setFilter = (next: LabelFilter) => {
    setChosen({ filter: next, from: search });
    setParams((current) => withLabelFilter(current, next), { replace: true });
  };
  return [filter, setFilter];
}
