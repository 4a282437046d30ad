import type { RouteOrEndpoint } from '@athar/contract/api-endpoints';
import { call, downloadFile, type CallInput, type RequestOptions } from './api-client';

/**
 * `call` and `downloadFile` with a console's own options (the charity's staff token, or the operators'
 * cookie and no token; its own 401): `own` completes the options of each call.
 */
export function consoleClient(own: (options: RequestOptions) => RequestOptions) {
  return {
    call: <R extends RouteOrEndpoint>(route: R, input: CallInput<R>, options: RequestOptions = {}) =>
      call(route, input, own(options)),
    download: <R extends RouteOrEndpoint>(route: R, input: CallInput<R>, options: RequestOptions = {}) =>
      downloadFile(route, input, own(options)),
  };
}
