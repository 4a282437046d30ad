import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearAlerts } from '../lib/alerts';

/** On every navigation: back to the top and no stale banners (PRODUCT.md §2). */
export function ScrollAndClearOnNavigate() {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    clearAlerts();
  }, [key]);
  return null;
}
