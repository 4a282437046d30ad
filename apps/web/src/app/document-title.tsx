import { useEffect } from 'react';
import { usePageDataTitle } from '../hooks/use-data-document-title';
import { messages } from '../lib/messages';
import { usePageTitle } from './route-handle';

/** Keeps the tab title in step with the page, e.g. «الحملات | أثر». */
export function DocumentTitle() {
  const routeTitle = usePageTitle();
  const dataTitle = usePageDataTitle();
  const title = dataTitle ?? routeTitle;
  useEffect(() => {
    document.title = title ? messages.documentTitle(title) : messages.brand;
  }, [title]);
  return null;
}
