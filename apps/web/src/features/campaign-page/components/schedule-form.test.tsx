// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { givingMessages as apiText } from '@athar/contract/giving/giving-messages';
import { validationMessages } from '@athar/contract/messages';
import { getScheduleSessionIdEndpoint } from '@athar/contract/payments/schedule-checkout';
import { createScheduleRoute, previewScheduleRoute } from '@athar/contract/routes/giving';
import { clearSession } from '../../../lib/session';
import { givingMessages } from '../../../lib/messages/giving';
import { privacyMessages } from '../../../lib/messages/privacy';
import { schedulePhoneText } from '../../../lib/messages/schedule-phone';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  callsTo,
  createdSchedule,
  envelope,
  hostAnswer,
  on,
  refusal,
  scheduleNight,
  schedulePreview,
  sentBodies,
  sentBody,
} from '../../../test/api-answers';
import type { ScheduleMethod } from '../schedule-methods';
import { ScheduleForm } from './schedule-form';

configure({ asyncUtilTimeout: 5_000 });

const text = givingMessages;
const nights = givingMessages.units.night;
const PAY = 'http://pay.test';
const NIGHTS = Array.from({ length: 9 }, (_, index) =>
  scheduleNight({
    night: `2027-03-${String(index + 1).padStart(2, '0')}`,
    occasion: `ramadan_${22 + index}`,
    label: `ليلة ${22 + index} رمضان 1448 هـ`,
  }),
);

let refuseWith: Record<string, string> | null = null;
let cardCreated = false;

const api = answerCalls({
  [on(previewScheduleRoute)]: ({ query }) => {
    const amount = Number(query.get('amount'));
    const nights = query.get('pattern') === 'night_27' ? NIGHTS.slice(5, 6) : NIGHTS;
    return envelope(schedulePreview({ nights, total_piasters: amount * 100 * nights.length }));
  },
  [on(createScheduleRoute)]: ({ body }) => {
    if (refuseWith) {
      const [field, message] = Object.entries(refuseWith)[0]!;
      return refusal(message, 400, { [field]: message });
    }
    return envelope(
      createdSchedule({
        schedule_id: 41,
        status: cardCreated ? 'setup' : 'active',
        setup_token: cardCreated ? 'setup-token-of-41' : null,
        total_piasters: Number((body as { amount: unknown }).amount) * 100 * 9,
        nights: NIGHTS,
      }),
    );
  },
  [on(getScheduleSessionIdEndpoint, PAY)]: () =>
    hostAnswer(getScheduleSessionIdEndpoint, {
      Success: true,
      sessionId: 'SESSION-1',
      lightboxUrl: `${PAY}/bank/lightbox`,
      paymentPageUrl: `${PAY}/bank/pay?session=SESSION-1`,
    }),
});
const posts = () => sentBodies(api, createScheduleRoute);
const previews = () => callsTo(api, previewScheduleRoute).map((call) => call.query);

function renderForm(
  methods: ScheduleMethod[] = ['card', 'wallet', 'kiosk'],
  deathDate: string | null = null,
) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScheduleForm
        campaign={{ campaign_id: 6, death_date: deathDate }}
        methods={methods}
        onClose={onClose}
        settleMs={0}
      />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const submit = () => screen.getByRole('button', { name: text.submit });

async function fillWalletGift(user: ReturnType<typeof userEvent.setup>) {
  await user.click(radio(text.patterns.last_ten));
  await user.type(screen.getByLabelText(nights.amount), '100');
  await user.click(radio(text.methods.wallet));
  await user.type(screen.getByLabelText(text.fields.donorName), 'سارة أحمد');
  await user.type(screen.getByLabelText(text.fields.email), 'sara@example.com');
  await user.type(screen.getByLabelText(text.fields.phone), '01012345678');
}

describe('the scheduled giving form (issue 21)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    clearSession();
    refuseWith = null;
    cardCreated = false;
    const meta = document.createElement('meta');
    meta.name = 'athar-pay-url';
    meta.content = PAY;
    document.head.append(meta);
    assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.querySelector('meta[name="athar-pay-url"]')?.remove();
  });

  it('shows the nights and the whole total above the confirm button before anything is sent, consent unticked', async () => {
    const { user } = renderForm();
    const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: privacyMessages.consent.label });
    expect(consent.checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(nights.waiting);

    await fillWalletGift(user);
    const total = nights.total('100 ج.م', 9, '900 ج.م');
    expect(total).toBe('سيُدفع 100 ج.م في كل ليلة من 9 ليالٍ: المجموع 900 ج.م.');
    const status = await screen.findByText(total);
    expect(screen.getByText(text.preview.noFees)).toBeTruthy();
    expect(previews().at(-1)?.toString()).toBe('campid=6&pattern=last_ten&amount=100');
    for (const night of NIGHTS) expect(screen.getByText(night.label)).toBeTruthy();
    // the total comes before the confirm button, and nothing has been sent yet
    expect(status.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(posts()).toHaveLength(0);

    // no consent: refused in Arabic beside the box, nothing sent
    await user.click(submit());
    expect(await screen.findByText(validationMessages.consentRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.click(consent);
    await user.click(submit());
    expect(await screen.findByText(text.done.title)).toBeTruthy();
    expect(screen.getByText(nights.doneLinks)).toBeTruthy();
    // the phone was texted a code: its nightly texts wait for it (docs/decisions/026)
    expect(screen.getByText(schedulePhoneText.codeTexted)).toBeTruthy();
    expect(posts()).toEqual([
      {
        campaign_id: 6,
        pattern: 'last_ten',
        amount: 100,
        type: 4,
        donor_name: 'سارة أحمد',
        email: 'sara@example.com',
        msisdn: '01012345678',
        hide_data: false,
        consent: true,
      },
    ]);
  });

  it('offers only the methods the campaign takes, and the anniversary only with a date of death', async () => {
    renderForm(['card']);
    const methods = screen.getByRole('group', { name: text.fields.methodLegend });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((each) => each.getAttribute('value')),
    ).toEqual(['2']);
    expect(screen.queryByRole('radio', { name: text.patterns.anniversary })).toBeNull();
    cleanup();

    renderForm(['wallet', 'kiosk'], '2024-05-10');
    const offered = screen.getByRole('group', { name: text.fields.methodLegend });
    expect(
      within(offered)
        .getAllByRole('radio')
        .map((each) => each.getAttribute('value')),
    ).toEqual(['4', '5']);
    expect(radio(text.patterns.anniversary)).toBeTruthy();
  });

  it('offers ليلة الجمعة and the Friday before the prayer, never a Friday evening (docs/decisions/030)', async () => {
    const patterns = () =>
      within(screen.getByRole('group', { name: text.patterns.legend }))
        .getAllByRole('radio')
        .map((each) => each.getAttribute('value'));
    renderForm(['wallet']);
    expect(patterns()).toEqual(['last_ten', 'night_27', 'friday_eves', 'friday_mornings']);
    cleanup();
    const { user } = renderForm(['wallet'], '2024-05-10');
    expect(patterns()).toEqual(['last_ten', 'night_27', 'friday_eves', 'friday_mornings', 'anniversary']);
    // each says when it gives: after Maghrib on Thursday, at nine on Friday morning
    expect(radio(text.patterns.friday_eves).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(text.patternHints.friday_eves)).toBeTruthy();
    expect(screen.getByText(text.patternHints.friday_mornings)).toBeTruthy();

    // a Friday is a day: the amount, the method and the preview in a day's words, with the last day asked
    await user.click(radio(text.patterns.friday_mornings));
    const days = text.units.day;
    await user.type(screen.getByLabelText(days.amount), '100');
    expect(screen.getByText(days.walletHint)).toBeTruthy();
    await user.type(screen.getByLabelText(text.fields.endsOn), '2027-01-08');
    expect(await screen.findByText(days.total('100 ج.م', 9, '900 ج.م'))).toBeTruthy();
    expect(screen.getByRole('group', { name: days.list })).toBeTruthy();
    expect(previews().at(-1)!.get('pattern')).toBe('friday_mornings');
    expect(previews().at(-1)!.get('ends_on')).toBe('2027-01-08');

    // ليلة الجمعة is a night
    await user.click(radio(text.patterns.friday_eves));
    expect(screen.getByLabelText(nights.amount)).toBeTruthy();
    expect(await screen.findByText(nights.total('100 ج.م', 9, '900 ج.م'))).toBeTruthy();
    expect(previews().at(-1)!.get('pattern')).toBe('friday_eves');
  });

  it('asks for the last Friday, and shows an api refusal under its field with everything typed kept', async () => {
    const { user } = renderForm();
    await fillWalletGift(user);
    await user.click(radio(text.patterns.friday_eves));
    await user.click(screen.getByRole('checkbox', { name: privacyMessages.consent.label }));
    await user.click(submit());
    expect(await screen.findByText(apiText.endsOnRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.click(radio(text.patterns.night_27));
    await screen.findByText(nights.total('100 ج.م', 1, '100 ج.م'));
    refuseWith = { msisdn: apiText.phoneRequired };
    await user.click(submit());
    const phone = screen.getByLabelText<HTMLInputElement>(text.fields.phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(phone.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe(apiText.phoneRequired);
    expect(posts()).toHaveLength(1);
    expect(phone.value).toBe('01012345678');
    expect(screen.getByLabelText<HTMLInputElement>(text.fields.donorName).value).toBe('سارة أحمد');
    expect(screen.getByLabelText<HTMLInputElement>(nights.amount).value).toBe('100');
    expect(radio(text.patterns.night_27).checked).toBe(true);
  });

  it('sends a card schedule on to the bank’s page to verify the card', async () => {
    cardCreated = true;
    const { user } = renderForm();
    await user.click(radio(text.patterns.last_ten));
    await user.type(screen.getByLabelText(nights.amount), '١٥٠');
    await user.click(radio(text.methods.card));
    expect(screen.queryByLabelText(text.fields.phone)).toBeNull();
    await user.type(screen.getByLabelText(text.fields.donorName), 'سارة أحمد');
    await user.type(screen.getByLabelText(text.fields.email), 'sara@example.com');
    await user.click(screen.getByRole('checkbox', { name: privacyMessages.consent.label }));
    await screen.findByText(nights.total('150 ج.م', 9, '1,350 ج.م'));
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PAY}/bank/pay?session=SESSION-1`));
    expect(posts()[0]).toMatchObject({ type: 2, amount: 150 });
    expect(posts()[0]).not.toHaveProperty('msisdn');
    expect(sentBody(api, getScheduleSessionIdEndpoint, PAY)).toEqual({
      schedule_id: 41,
      setup_token: 'setup-token-of-41',
    });
  });
});
