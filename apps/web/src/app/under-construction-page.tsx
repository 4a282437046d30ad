import { usePageTitle } from './route-handle';
import { messages } from '../lib/messages';
import { UnderConstruction } from '../components/under-construction';

/** The route element of every page not built yet; its name comes from the route's handle. */
export function UnderConstructionPage() {
  const title = usePageTitle();
  return <UnderConstruction title={title ?? messages.brand} />;
}
