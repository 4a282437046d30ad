// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  charityDonationsCsvRoute,
  confirmStaffEnrolmentRoute,
  staffEnrolmentRoute,
  staffStepUpRoute,
  staffVerifyRoute,
} from '@athar/contract/routes/charity';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { createQueryClient } from '../../../lib/query-client';
import { clearStaffSession, getStaffSession, saveStaffSession } from '../../../lib/staff-session';
import { answerCalls, callsTo, envelope, refusal, sentBodies } from '../../../test/api-answers';
import { staffMemberRecord } from '../../../test/records/staff';
import { ExportButton } from './export-button';
import { StaffFactorPage } from './staff-factor-page';
import { RequireStaff } from './staff-guards';
import { StaffVerifyPage } from './staff-verify-page';

configure({ asyncUtilTimeout: 5_000 });

const text = staffFactorMessages;
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fghi${'234567abcd'[i]}`);
let csvAnswers = 0;

const network = answerCalls({
  [`POST ${staffVerifyRoute.path}`]: ({ body }) =>
    (body as { code?: string }).code === '123456' ? envelope([]) : refusal(factorMessages.codeInvalid),
  [`GET ${staffEnrolmentRoute.path}`]: () =>
    envelope([{ secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg></svg>' }]),
  [`POST ${confirmStaffEnrolmentRoute.path}`]: () => envelope([{ recovery_codes: CODES }]),
  [`POST ${staffStepUpRoute.path}`]: () => envelope([{ until: '2026-12-06T10:05:00.000Z' }]),
  // the first export wants a fresh code; after it, the file
  [charityDonationsCsvRoute.path]: () =>
    csvAnswers++ === 0
      ? refusal(factorMessages.stepUpNeeded, 403, { step_up: factorMessages.stepUpNeeded })
      : new Response('\uFEFFرقم التبرع\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' },
        }),
});

function renderAt(path: string, routes: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the charity console’s second factor', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
    csvAnswers = 0;
  });
  afterEach(() => {
    cleanup();
    clearStaffSession();
    network.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the code after the password, refuses a wrong one, and opens the console with the correct one', async () => {
    saveStaffSession({
      ...staffMemberRecord({ factor_enrolled: true }),
      access_token: 'token',
      session: 'verify',
    });
    const { user } = renderAt(
      '/charity',
      <>
        <Route element={<RequireStaff />}>
          <Route path="/charity" element={<p>الطابور</p>} />
        </Route>
        <Route path="/charity/verify" element={<StaffVerifyPage />} />
      </>,
    );
    const field = await screen.findByLabelText(text.code.label);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: text.verify.submit }));
    expect(await screen.findByText(factorMessages.codeShape)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '٩٩٩٩٩٩');
    await user.click(screen.getByRole('button', { name: text.verify.submit }));
    expect(await screen.findByText(factorMessages.codeInvalid)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: text.verify.submit }));
    await screen.findByText('الطابور');
    expect(sentBodies(network, staffVerifyRoute).at(-1)).toEqual({ code: '123456' });
    expect(getStaffSession()?.session).toBe('ready');
  });

  it('sends an admin who has not enrolled to the enrolment: QR, secret, code, then ten recovery codes', async () => {
    saveStaffSession({ ...staffMemberRecord({ is_admin: true }), access_token: 'token', session: 'enrol' });
    const { user } = renderAt(
      '/charity',
      <Route element={<RequireStaff />}>
        <Route path="/charity" element={<p>الطابور</p>} />
        <Route path="/charity/two-step" element={<StaffFactorPage />} />
      </Route>,
    );
    await screen.findByText(text.enrol.required);
    const qr = await screen.findByRole('img', { name: text.enrol.qrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText(text.code.label), '654321');
    await user.click(screen.getByRole('button', { name: text.enrol.submit }));
    const list = await screen.findByRole('list', { name: text.enrol.codesLabel });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(sentBodies(network, confirmStaffEnrolmentRoute)).toEqual([{ code: '654321' }]);
    // not let in before the codes were seen
    expect(getStaffSession()?.session).toBe('enrol');
    await user.click(screen.getByRole('button', { name: text.enrol.done }));
    await screen.findByText('الطابور');
    expect(getStaffSession()).toMatchObject({ session: 'ready', factor_enrolled: true });
  });

  it('asks a fresh code in a dialog when the export wants one, then downloads the file', async () => {
    saveStaffSession({ ...staffMemberRecord({ factor_enrolled: true }), access_token: 'token' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:records');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderAt(
      '/',
      <Route path="/" element={<ExportButton filter={{ from: '2026-11-01', to: '2026-11-30' }} />} />,
    );
    await user.click(screen.getByRole('button', { name: charityConsoleMessages.charity.records.export }));
    const dialog = await screen.findByRole('dialog', { name: text.stepUp.title });
    await user.type(screen.getByLabelText(text.code.label), '111222');
    await user.click(screen.getByRole('button', { name: text.stepUp.submit }));
    await waitFor(() => expect(callsTo(network, charityDonationsCsvRoute)).toHaveLength(2));
    expect(sentBodies(network, staffStepUpRoute)).toEqual([{ code: '111222' }]);
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });
});
