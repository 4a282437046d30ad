/**
 * The local default of X-Api-Signature. It identifies the client app, not a user, and is not a secret;
 * production sets API_SIGNATURE to its own value.
 */
export const DEFAULT_API_SIGNATURE = 'Basic YXRoYXItd2ViOmxvY2FsLWRldmVsb3BtZW50';
export const API_SIGNATURE_HEADER = 'x-api-signature';

/**
 * The id of the `<script type="application/json">` block in which the api's HTML shell carries the
 * answers to a page's first API calls, keyed by their URL (apps/api/src/lib/initial-data.ts).
 */
export const INITIAL_DATA_ELEMENT_ID = 'athar-initial-data';
