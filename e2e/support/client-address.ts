/**
 * A documentation address (TEST-NET-2) for an account a journey registers through the api as its
 * set-up, sent as X-Forwarded-For (the app believes it from loopback, TRUST_PROXY's default). The one
 * Athar of a run allows 20 registrations an hour from one address; the journeys that test the register
 * screen itself still register from the browser's own address.
 */
export function setUpClientAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}
