// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { teamMessages } from '@athar/contract/operator/team-messages';
import {
  disableOperatorRoute,
  inviteOperatorRoute,
  operatorMeRoute,
  operatorSetPasswordRoute,
  operatorsRoute,
  operatorStepUpRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { operatorTeamMessages } from '../../../lib/messages/operator-team';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorListItem,
  operatorProfile,
  refusal,
  sentBodies,
} from '../../../test/api-answers';
import { noSession, renderConsole, stepUpNeeded } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });
const text = operatorTeamMessages;
const TOKEN = 'k'.repeat(43);

describe('the operators’ team in the console', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('invites an operator with the duties but admin, after a fresh code; the invitee waits for activation', async () => {
    let fresh = false;
    const invitee = operatorListItem({
      id: 21,
      operator_name: 'سلمى عادل',
      email: 'salma@athar.local',
      roles: ['catalogue'],
      activated: false,
      enrolled: false,
      recovery_codes_left: 0,
    });
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['admin'] })]),
      [on(operatorsRoute)]: () => envelope([operatorListItem()]),
      [on(inviteOperatorRoute)]: () =>
        fresh ? envelope([invitee], { message: teamMessages.invited }) : stepUpNeeded(),
      [on(operatorStepUpRoute)]: () => {
        fresh = true;
        return envelope([{ until: '2026-12-06T10:20:00.000Z' }], { message: operatorMessages.steppedUp });
      },
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/operators');

    await user.click(await screen.findByRole('button', { name: text.invite.open }));
    const dialog = await screen.findByRole('dialog', { name: text.invite.title });
    expect(within(dialog).queryByRole('checkbox', { name: 'إدارة المشغّلين' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: text.invite.submit }));
    expect(await within(dialog).findByText(teamMessages.dutiesRequired)).toBeTruthy();
    expect(callsTo(api, inviteOperatorRoute)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(text.invite.email), 'Salma@Athar.local');
    await user.type(within(dialog).getByLabelText(text.invite.name), 'سلمى عادل');
    await user.click(within(dialog).getByRole('checkbox', { name: 'الكتالوج والمحتوى' }));
    await user.click(within(dialog).getByRole('button', { name: text.invite.submit }));
    const stepUp = await screen.findByRole('dialog', { name: operatorConsoleMessages.stepUp.title });
    await user.type(within(stepUp).getByRole('textbox'), '135790');
    await user.click(within(stepUp).getByRole('button', { name: operatorConsoleMessages.stepUp.submit }));
    await screen.findByText(teamMessages.invited);
    expect(sentBodies(api, inviteOperatorRoute).at(-1)).toEqual({
      email: 'salma@athar.local',
      name: 'سلمى عادل',
      roles: ['catalogue'],
    });

    const card = await screen.findByRole('article', { name: 'سلمى عادل' });
    expect(within(card).getByText(text.pending)).toBeTruthy();
    expect(within(card).getByRole('button', { name: text.resendLabel('سلمى عادل') })).toBeTruthy();
  });

  it('takes an operator out with a reason, and offers to bring them back', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['admin'] })]),
      [on(operatorsRoute)]: () => envelope([operatorListItem()]),
      [on(disableOperatorRoute)]: () =>
        envelope([operatorListItem({ disabled: true })], { message: teamMessages.disabled }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/operators');

    const card = await screen.findByRole('article', { name: 'كريم منصور' });
    await user.click(within(card).getByRole('button', { name: text.disable.label('كريم منصور') }));
    const dialog = await screen.findByRole('dialog', { name: text.disable.title('كريم منصور') });
    await user.type(within(dialog).getByLabelText(text.reasonLabel), 'ترك العمل');
    await user.click(within(dialog).getByRole('button', { name: text.disable.submit }));
    await screen.findByText(teamMessages.disabled);
    expect(sentBodies(api, disableOperatorRoute)).toEqual([{ reason: 'ترك العمل' }]);
    expect(callsTo(api, disableOperatorRoute)[0]!.params.id).toBe('8');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = screen.getByRole('article', { name: 'كريم منصور' });
    expect(within(after).getByText(text.disabled)).toBeTruthy();
    expect(within(after).getByRole('button', { name: text.enable.label('كريم منصور') })).toBeTruthy();
  });

  it('lets an invitee without a session choose a password from the link, then sends them to the login', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: noSession,
      [on(operatorSetPasswordRoute)]: () => envelope([], { message: teamMessages.passwordSet }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole(`/operator/invitation/${TOKEN}`);

    await screen.findByRole('heading', { name: text.invitation.title });
    const [password, confirmation] = screen.getAllByLabelText(/كلمة المرور/);
    await user.type(password!, 'invitee-chosen-pass-7');
    await user.type(confirmation!, 'invitee-chosen-pass-7');
    await user.click(screen.getByRole('button', { name: text.invitation.submit }));
    await screen.findByText(teamMessages.passwordSet);
    expect(callsTo(api, operatorSetPasswordRoute)[0]!.query.get('token')).toBe(TOKEN);
    expect(sentBodies(api, operatorSetPasswordRoute)).toEqual([{ password: 'invitee-chosen-pass-7' }]);
    expect(screen.getByRole('link', { name: text.invitation.login }).getAttribute('href')).toBe('/operator');
  });

  it('shows the server’s words for a used or expired link', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(operatorMeRoute)]: noSession,
        [on(operatorSetPasswordRoute)]: () => refusal(teamMessages.invitationInvalid),
      }),
    );
    const { user } = renderConsole(`/operator/invitation/${TOKEN}`);
    const [password, confirmation] = await screen.findAllByLabelText(/كلمة المرور/);
    await user.type(password!, 'invitee-chosen-pass-7');
    await user.type(confirmation!, 'invitee-chosen-pass-7');
    await user.click(screen.getByRole('button', { name: text.invitation.submit }));
    expect(await screen.findByText(teamMessages.invitationInvalid)).toBeTruthy();
  });
});
