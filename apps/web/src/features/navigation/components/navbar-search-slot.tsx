import { NavbarSearch } from '../../search/components/navbar-search';

/** Where the navbar mounts the search box with its results dropdown (SPEC §2 navbar). */
export function NavbarSearchSlot() {
  return <NavbarSearch />;
}
