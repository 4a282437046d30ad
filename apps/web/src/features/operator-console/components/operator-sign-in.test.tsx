// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { apiMessages } from '@athar/contract/messages';
import {
  auditLogRoute,
  confirmEnrolmentRoute,
  operatorEnrolmentRoute,
  operatorLoginRoute,
  operatorLogoutRoute,
  operatorMeRoute,
  operatorOverviewRoute,
  operatorVerifyRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { clearSession, saveSession } from '../../../lib/session';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorEnrolment,
  operatorOverview,
  operatorProfile,
  RECOVERY_CODES,
  refusal,
  sentBodies,
  sessionUser,
  type Answer,
} from '../../../test/api-answers';
import { noSession, renderConsole, sentAuthorization } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const text = operatorConsoleMessages;
const fields = { email: 'البريد الإلكتروني', password: 'كلمة المرور' };

/** The server's answers for a login whose second step is `session`; `more` adds or replaces routes. */
function loginNetwork(session: 'verify' | 'enrol', more: Record<string, Answer> = {}) {
  return answerCalls({
    [on(operatorMeRoute)]: noSession,
    [on(operatorLoginRoute)]: () =>
      envelope([operatorProfile({ session })], {
        message: session === 'enrol' ? operatorMessages.enrolNeeded : operatorMessages.factorNeeded,
      }),
    [on(operatorOverviewRoute)]: () => envelope([operatorOverview()]),
    ...more,
  });
}

async function logIn(user: ReturnType<typeof renderConsole>['user']) {
  await screen.findByRole('heading', { name: text.login.title });
  await user.type(screen.getByLabelText(fields.email), 'huda@athar.local');
  await user.type(screen.getByLabelText(fields.password), 'athar-demo-2026');
  await user.click(screen.getByRole('button', { name: text.login.submit }));
}

describe('the operators’ console: logging in with a second factor (issue 36)', () => {
  beforeEach(() => vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes'));
  afterEach(() => {
    cleanup();
    clearSession();
    clearAlerts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the password, then the app’s code, then opens the first screen; no bearer token is ever sent', async () => {
    const api = loginNetwork('verify', {
      [on(operatorVerifyRoute)]: ({ body }) =>
        (body as { code: string }).code === '123456'
          ? envelope([operatorProfile()], { message: operatorMessages.verified })
          : refusal(operatorMessages.codeInvalid),
    });
    vi.stubGlobal('fetch', api);
    // a visitor logged in on this browser too: their token must not go to the console's calls
    saveSession(sessionUser());
    const { user } = renderConsole('/operator');
    await logIn(user);

    await screen.findByRole('heading', { name: text.verify.title });
    const code = screen.getByRole('textbox', { name: text.code.label });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: text.verify.submit }));
    expect((await screen.findByText(operatorMessages.codeInvalid)).getAttribute('role')).toBe('alert');

    // Arabic-Indic digits, as an Arabic keyboard types them
    await user.clear(code);
    await user.type(code, '١٢٣ ٤٥٦');
    await user.click(screen.getByRole('button', { name: text.verify.submit }));
    await screen.findByRole('heading', { name: text.overview.greeting('هدى الشريف') });
    expect(sentBodies(api, operatorVerifyRoute).at(-1)).toEqual({ code: '123456' });
    expect(sentBodies(api, operatorLoginRoute)).toEqual([
      { email: 'huda@athar.local', password: 'athar-demo-2026' },
    ]);

    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('هدى الشريف')).toBeTruthy();
    expect(within(banner).getByText(text.duties(['admin']))).toBeTruthy();
    expect(within(banner).getByRole('button', { name: text.header.logout })).toBeTruthy();
    // the three parts of the first screen, each saying it has nothing
    for (const empty of [
      text.overview.expiring.empty,
      text.overview.withoutPermit.empty,
      text.overview.overdueCash.empty,
    ])
      expect(screen.getByText(empty)).toBeTruthy();
    expect(sentAuthorization(api)).toEqual(api.mock.calls.map(() => null));
  });

  it('switches to a recovery code when the phone is lost, and says how many remain', async () => {
    const remaining = operatorMessages.recoveryUsed.replace('{count}', '9');
    const api = loginNetwork('verify', {
      [on(operatorVerifyRoute)]: () => envelope([operatorProfile()], { message: remaining }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator');
    await logIn(user);

    await user.click(await screen.findByRole('button', { name: text.verify.useRecovery }));
    expect(screen.queryByRole('textbox', { name: text.code.label })).toBeNull();
    const recovery = screen.getByRole('textbox', { name: text.verify.recoveryLabel });
    expect(document.activeElement).toBe(recovery);
    await user.type(recovery, 'ABCDE-FGHIJ');
    await user.click(screen.getByRole('button', { name: text.verify.submit }));

    await screen.findByRole('heading', { name: text.overview.greeting('هدى الشريف') });
    expect(sentBodies(api, operatorVerifyRoute)).toEqual([{ recovery_code: 'abcdefghij' }]);
    expect((await screen.findByText(remaining)).closest('[role="status"]')).toBeTruthy();
  });

  it('enrols at the first login: the QR code as a picture, the secret in fours, then the ten codes shown once', async () => {
    const enrolment = operatorEnrolment();
    const api = loginNetwork('enrol', {
      [on(operatorEnrolmentRoute)]: () => envelope([enrolment]),
      [on(confirmEnrolmentRoute)]: () =>
        envelope([{ ...operatorProfile(), recovery_codes: RECOVERY_CODES }], {
          message: operatorMessages.enrolled,
        }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator');
    await logIn(user);

    await screen.findByRole('heading', { name: text.enrol.title });
    const qr = await screen.findByRole<HTMLImageElement>('img', { name: text.enrol.qrAlt });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`,
    );
    // the markup never enters the page as HTML
    expect(document.querySelector('main svg path[d="M0 0h1v1H0z"]')).toBeNull();
    const secret = screen.getByRole('group', { name: text.enrol.secretLabel });
    expect(within(secret).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.click(within(secret).getByRole('button', { name: text.enrol.copySecret }));
    expect(await navigator.clipboard.readText()).toBe(enrolment.secret);
    await within(secret).findByText(text.enrol.secretCopied);

    await user.type(screen.getByRole('textbox', { name: text.code.label }), '246810');
    await user.click(screen.getByRole('button', { name: text.enrol.submit }));
    await screen.findByRole('heading', { name: text.recovery.title });
    expect(sentBodies(api, confirmEnrolmentRoute)).toEqual([{ code: '246810' }]);
    expect(screen.getByText(operatorMessages.enrolled)).toBeTruthy();
    const codes = screen.getByRole('list', { name: text.recovery.listLabel });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);

    await user.click(screen.getByRole('button', { name: text.recovery.copy }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));
    await user.click(screen.getByRole('button', { name: text.recovery.download }));
    const file = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    expect((await file.text()).split('\n')).toEqual(expect.arrayContaining(RECOVERY_CODES));

    // the console opens only once the operator says the codes are kept
    const onward = screen.getByRole<HTMLButtonElement>('button', { name: text.recovery.continue });
    expect(onward.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: text.recovery.saved }));
    expect(onward.disabled).toBe(false);
    await user.click(onward);
    await screen.findByRole('heading', { name: text.overview.greeting('هدى الشريف') });
    expect(screen.queryByText(RECOVERY_CODES[0]!)).toBeNull();
  });

  it('logs out: the server forgets the session, and the login says so at the first screen’s address', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile()]),
      [on(auditLogRoute)]: () => envelope([{ entries: [], next_before: null }]),
      [on(operatorLogoutRoute)]: () => envelope([], { message: apiMessages.loggedOut }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/audit');
    await screen.findByRole('heading', { name: text.audit.title });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: text.header.logout }));
    await screen.findByRole('heading', { name: text.login.title });
    expect(screen.getByText(apiMessages.loggedOut).getAttribute('role')).toBe('status');
    expect(callsTo(api, operatorLogoutRoute)).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: text.nav.label })).toBeNull();
  });

  it('shows the login again, saying why, when the session ends', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(operatorMeRoute)]: () => envelope([operatorProfile()]),
        [on(operatorOverviewRoute)]: noSession,
      }),
    );
    renderConsole('/operator');
    await screen.findByRole('heading', { name: text.login.title });
    expect((await screen.findByText(operatorMessages.sessionEnded)).getAttribute('role')).toBe('alert');
  });
});
