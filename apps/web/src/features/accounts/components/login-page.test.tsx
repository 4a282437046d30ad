// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../lib/messages/accounts';
import { createQueryClient } from '../../../lib/query-client';
import { LoginPage } from './login-page';

const text = accountMessages.accounts;

function registerLinkAt(address: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const href = screen.getByRole('link', { name: text.login.register }).getAttribute('href');
  cleanup();
  return href;
}

describe('/Login’s way to registration (issue 35)', () => {
  it('keeps the page to come back to, so one who registers first still returns to an invitation', () => {
    const next = encodeURIComponent('/Invitation?token=Abc_123-x');
    expect(registerLinkAt(`/Login?next=${next}`)).toBe(`/Register?next=${next}`);
    expect(registerLinkAt('/Login')).toBe('/Register');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil'])('drops %s', (next) => {
    expect(registerLinkAt(`/Login?next=${encodeURIComponent(next)}`)).toBe('/Register');
  });
});
