import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { operatorMessages } from '@athar/contract/operator/messages';
import { createQueryClient } from '../../lib/query-client';
import { refusal } from '../../test/api-answers';
import { OperatorConsole } from './components/operator-console';

/** The console at `path`, as its frame shows it (header, banners, the screen its session calls for). */
export function renderConsole(path = '/operator') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <OperatorConsole />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

/** No session cookie, or an ended one: the server's 401. */
export const noSession = () => refusal(operatorMessages.sessionEnded, 401);

/** A sensitive call without a fresh code: 403 with `errors.step_up`. */
export const stepUpNeeded = () =>
  refusal(operatorMessages.stepUpNeeded, 403, { step_up: operatorMessages.stepUpNeeded });

/** The headers of every call the console sent: none may carry a bearer token. */
export function sentAuthorization(fetchStub: { mock: { calls: ReadonlyArray<ReadonlyArray<unknown>> } }) {
  return fetchStub.mock.calls.map(([, init]) =>
    new Headers((init as RequestInit | undefined)?.headers).get('Authorization'),
  );
}
