// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import { permitMessages as contractMessages } from '@athar/contract/charity/permit-messages';
import type { ConsolePermit } from '@athar/contract/operator/console-permits';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import {
  operatorMeRoute,
  operatorPermitCollectedRoute,
  operatorPermitDocumentRoute,
  operatorPermitPdfRoute,
  operatorPermitsRoute,
  permitDecisionRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { permitCollectedMessages as collectedText } from '../../../lib/messages/permit-collected';
import { answerCalls, callsTo, envelope, on, operatorProfile, sentBodies } from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });
const text = fourEyesMessages.permits;

function permit(given: Partial<ConsolePermit> = {}): ConsolePermit {
  return {
    id: 12,
    ngo_id: 3,
    ngo_name: 'جمعية النور',
    permit_number: '2026/153',
    issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    scope: 'online',
    status: 'requested',
    in_force_today: false,
    created_at: '2026-01-01T08:00:00.000Z',
    decided_at: null,
    revoked_at: null,
    purpose: 'كفالة الأيتام',
    has_document: true,
    refusal_reason: null,
    ...given,
  };
}

const collected: PermitCollected = {
  permit_id: 13,
  permit_number: '2026/154',
  count: 2,
  total: 25_000,
  by_channel: [
    { channel: 'card', count: 0, total: 0 },
    { channel: 'wallet', count: 1, total: 5_000 },
    { channel: 'kiosk', count: 0, total: 0 },
    { channel: 'meeza', count: 0, total: 0 },
    { channel: 'cash', count: 0, total: 0 },
    { channel: 'sms', count: 1, total: 20_000 },
  ],
};

describe('the operators’ console: permit requests with their document, refused with a reason, and what each collected', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('opens the document, refuses with a reason, and shows an approved permit’s totals and its PDF', async () => {
    const approved = permit({ id: 13, permit_number: '2026/154', status: 'approved', in_force_today: true });
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['onboarding'] })]),
      [on(operatorPermitsRoute)]: () => envelope([{ permits: [permit(), approved], next_before: null }]),
      [on(permitDecisionRoute)]: () =>
        envelope([permit({ status: 'rejected', refusal_reason: 'الصورة غير واضحة' })], {
          message: contractMessages.rejected,
        }),
      [on(operatorPermitDocumentRoute)]: () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'Content-Disposition': 'attachment; filename="permit-12.pdf"' },
        }),
      [on(operatorPermitCollectedRoute)]: () => envelope([collected]),
      [on(operatorPermitPdfRoute)]: () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'Content-Disposition': 'attachment; filename="permit-2026-154.pdf"' },
        }),
    });
    vi.stubGlobal('fetch', api);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:permit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderConsole('/operator/permits?status=all');

    const request = await screen.findByRole('article', { name: text.number('2026/153') });
    expect(within(request).getByText('كفالة الأيتام')).toBeTruthy();
    await user.click(within(request).getByRole('button', { name: text.openDocumentLabel('2026/153') }));
    await waitFor(() => expect(callsTo(api, operatorPermitDocumentRoute)).toHaveLength(1));
    expect(callsTo(api, operatorPermitDocumentRoute)[0]!.params).toEqual({ id: '12' });

    // a refusal needs its reason, which goes with the decision
    await user.click(within(request).getByRole('button', { name: text.rejectLabel('2026/153') }));
    const dialog = await screen.findByRole('dialog', { name: text.rejectTitle('2026/153') });
    await user.click(within(dialog).getByRole('button', { name: text.rejectSend }));
    expect(await within(dialog).findByText(fourEyesMessages.reason.tooShort)).toBeTruthy();
    expect(callsTo(api, permitDecisionRoute)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'الصورة غير واضحة');
    await user.click(within(dialog).getByRole('button', { name: text.rejectSend }));
    await screen.findByText(contractMessages.rejected);
    expect(sentBodies(api, permitDecisionRoute)).toEqual([
      { decision: 'reject', reason: 'الصورة غير واضحة' },
    ]);

    // an approved permit: what was confirmed under it, by channel, and the report
    const inForce = screen.getByRole('article', { name: text.number('2026/154') });
    expect(within(inForce).queryByRole('button', { name: text.rejectLabel('2026/154') })).toBeNull();
    await user.click(within(inForce).getByRole('button', { name: collectedText.show }));
    const table = await within(inForce).findByRole('table');
    const sms = within(table).getByRole('row', { name: new RegExp(collectedText.channels.sms) });
    expect(within(sms).getByText(formatPiasters(piasters(20_000)))).toBeTruthy();
    expect(within(inForce).getByText(new RegExp(collectedText.count(2)))).toBeTruthy();
    await user.click(within(inForce).getByRole('button', { name: collectedText.pdfLabel('2026/154') }));
    await waitFor(() => expect(callsTo(api, operatorPermitPdfRoute)).toHaveLength(1));
  });
});
