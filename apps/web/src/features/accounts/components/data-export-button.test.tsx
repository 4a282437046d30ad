// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { privacyMessages } from '../../../lib/messages/privacy';
import { createQueryClient } from '../../../lib/query-client';
import { refusal } from '../../../test/api-answers';
import { DataExportButton } from './data-export-button';

configure({ asyncUtilTimeout: 5_000 });

const text = privacyMessages.dataExport;
const FILE = '{"profile":{"user_id":7}}';

function renderButton() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DataExportButton />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), button: () => screen.getByRole('button', { name: /.+/ }) };
}

describe('the «download my data» button', () => {
  beforeEach(() => {
    // happy-dom's navigator says offline, which would hold every mutation back
    onlineManager.setOnline(true);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches GET /api/users/export, is busy meanwhile, and saves the file under the server’s name', async () => {
    let answer!: (response: Response) => void;
    const api = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', api);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user, button } = renderButton();
    expect(button().textContent).toBe(text.button);

    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect(button().textContent).toBe(text.busy);
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    const [input] = api.mock.calls[0] as unknown as [RequestInfo | URL];
    expect(new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname).toBe(
      '/api/users/export',
    );

    answer(
      new Response(FILE, {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="athar-my-data-2026-11-26.json"',
        },
      }),
    );
    await screen.findByText(text.done);
    expect(clicked).toEqual(['athar-my-data-2026-11-26.json']);
    expect(button().textContent).toBe(text.button);
  });

  it('says in Arabic when the file could not be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal(apiMessages.internal, 500)),
    );
    const { user, button } = renderButton();
    await user.click(button());
    expect((await screen.findByText(text.failed)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(text.done)).toBeNull();
  });
});
