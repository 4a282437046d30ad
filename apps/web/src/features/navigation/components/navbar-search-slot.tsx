/**
 * SLOT: the navbar search box with its results dropdown (SPEC §2 navbar) arrives in a later issue.
 * Keep this component where it is mounted and replace its body.
 */
export function NavbarSearchSlot() {
  return null;
}
