import { useEffect } from 'react';
import { messages } from '../lib/messages';
import { usePageTitle } from './route-handle';

/** Keeps the tab title in step with the page, e.g. «الحملات | أثر». */
export function DocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? messages.documentTitle(title) : messages.brand;
  }, [title]);
  return null;
}
