/**
 * The local default of X-Api-Signature. It identifies the client app, not a user, and is not a secret;
 * production sets API_SIGNATURE to its own value.
 */
export const DEFAULT_API_SIGNATURE = 'Basic YXRoYXItd2ViOmxvY2FsLWRldmVsb3BtZW50';
export const API_SIGNATURE_HEADER = 'x-api-signature';
