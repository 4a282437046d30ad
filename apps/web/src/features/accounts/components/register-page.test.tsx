// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRoute } from '@athar/contract/routes/users';
import { apiMessages } from '@athar/contract/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { privacyMessages } from '../../../lib/messages/privacy';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, sentBodies, sessionUser } from '../../../test/api-answers';
import { RegisterPage } from './register-page';

configure({ asyncUtilTimeout: 5_000 });

const text = accountMessages.accounts;
const { access_token: _token, ...registered } = sessionUser({ verified: false });
const api = answerCalls({
  [registerRoute.path]: () => envelope([registered], { message: apiMessages.registeredUnverified }),
});

function renderPage(address = '/Register') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('/Register (docs/decisions/025)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('asks no consent box, says under the button what pressing it does with a link to the notice, and registers as the specification writes it', async () => {
    const user = renderPage();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const processing = privacyMessages.processing;
    const button = screen.getByRole('button', { name: text.register.submit });
    const line = screen.getByText(
      (_content, node) =>
        node?.tagName === 'P' &&
        node.textContent ===
          `${processing.lead(text.register.submit, processing.purposes.registration)} ${processing.link}.`,
    );
    expect(within(line).getByRole('link', { name: processing.link }).getAttribute('href')).toBe('/Privacy');
    expect(button.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(screen.getByLabelText(text.fields.userName), 'منى أحمد');
    await user.type(screen.getByLabelText(text.fields.email), 'mona@example.com');
    await user.type(screen.getByLabelText(text.fields.password), 'secret-123');
    await user.type(screen.getByLabelText(text.fields.confirmPassword), 'secret-123');
    await user.click(button);
    await screen.findByText(apiMessages.registeredUnverified);
    await waitFor(() =>
      expect(sentBodies(api, registerRoute)).toEqual([
        { user_name: 'منى أحمد', email: 'mona@example.com', password: 'secret-123', msisdn: false },
      ]),
    );
  });

  describe('opened from an invitation with a return path (issue 35)', () => {
    const invitation = '/Invitation?token=Abc_123-x';
    const loginBack = `/Login?next=${encodeURIComponent(invitation)}`;

    async function register(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByLabelText(text.fields.userName), 'هدى سالم');
      await user.type(screen.getByLabelText(text.fields.email), 'huda@example.com');
      await user.type(screen.getByLabelText(text.fields.password), 'secret-123');
      await user.type(screen.getByLabelText(text.fields.confirmPassword), 'secret-123');
      await user.click(screen.getByRole('button', { name: text.register.submit }));
      await screen.findByText(apiMessages.registeredUnverified);
    }

    it('leads on to a login that comes back to the invitation, before and after registering', async () => {
      const user = renderPage(`/Register?next=${encodeURIComponent(invitation)}`);
      expect(screen.getByRole('link', { name: text.register.login }).getAttribute('href')).toBe(loginBack);
      await register(user);
      expect(screen.getByRole('link', { name: text.register.goToLogin }).getAttribute('href')).toBe(
        loginBack,
      );
    });

    it.each(['//evil.example', 'https://evil.example', '/\\evil'])(
      'drops a return path to another site (%s)',
      async (next) => {
        const user = renderPage(`/Register?next=${encodeURIComponent(next)}`);
        expect(screen.getByRole('link', { name: text.register.login }).getAttribute('href')).toBe('/Login');
        await register(user);
        expect(screen.getByRole('link', { name: text.register.goToLogin }).getAttribute('href')).toBe(
          '/Login',
        );
      },
    );
  });
});
