import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KHATMA_READ_LINK_PARAM } from '@athar/contract/remembrance/khatma-limits';

/**
 * The token of a reservation's «read» link the page was opened with (`?khatma_read=`, issue 35), read
 * once, and a way to take it out of the address once it did its work (a copied or shared address then
 * carries none). Kept while unused: a reload still shows the link's button.
 */
export function useKhatmaReadLink(): { token: string | null; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get(KHATMA_READ_LINK_PARAM) || null);
  // the address as it is when the link's press is answered (the page moved to its full address by then)
  const forget = () => {
    const params = new URLSearchParams(location.search);
    params.delete(KHATMA_READ_LINK_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  };
  return { token, forget };
}
