/**
 * Lets code outside React (the API client's 401 handling) navigate through the router, which
 * registers itself here when it is created.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigator = (to) => window.location.assign(to);

export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigator(to, options);
}
