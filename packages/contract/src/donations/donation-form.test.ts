import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages';
import { createDonationBody, donationFields } from './create-donation';
import { donationForm, type DonationFormValues } from './donation-form';

const errors = (values: DonationFormValues) => {
  const result = donationForm.safeParse(values);
  return Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
};

const cash: DonationFormValues = {
  campaign_id: 7,
  user_id: null,
  user_name: 'منى أحمد',
  email: 'Mona@Example.com',
  msisdn: '٠١٠١٢٣٤٥٦٧٨',
  amount: '١٥٠',
  type: '1',
  city: '3',
  area: '41',
  address: '12 شارع النصر، المعادي',
  comment: '',
  visibility: 'public',
};

describe('the donation form (PRODUCT.md §5 Donation form)', () => {
  it('turns a valid cash form into the donation the api takes, Arabic-Indic digits included', () => {
    expect(donationForm.parse(cash)).toMatchObject({
      campaign_id: 7,
      user_name: 'منى أحمد',
      email: 'mona@example.com',
      msisdn: '01012345678',
      amount: 150,
      type: 1,
      city: 3,
      area: 41,
      comment: null,
    });
  });

  it('sends the wallet, kiosk and Meeza choices as their payment types, the phone and address left optional', () => {
    const gateway = { ...cash, msisdn: '', city: '', area: '', address: '' };
    expect(donationForm.parse({ ...gateway, type: '4' })).toMatchObject({
      type: 4,
      msisdn: null,
      city: null,
    });
    expect(donationForm.parse({ ...gateway, type: '5' })).toMatchObject({ type: 5, address: null });
    expect(donationForm.parse({ ...gateway, type: '6' })).toMatchObject({ type: 6 });
    expect(errors({ ...gateway, type: '4', msisdn: '0101' })).toEqual({
      msisdn: validationMessages.phoneInvalid,
    });
  });

  it('has no consent box; the api takes the donation without consent and keeps a newer client’s', () => {
    // the form asks nothing: read as consent not given, the donation's own request its basis
    expect(donationForm.parse(cash).consent).toBe(false);
    const server = (consent: unknown) =>
      createDonationBody.safeParse({
        donation: { ...donationForm.parse(cash), ...(consent === undefined ? {} : { consent }) },
      });
    // docs/decisions/025: the donor asked for the donation; `consent` says only whether it was also given
    for (const [sent, given] of [
      [undefined, false],
      [false, false],
      ['false', false],
      [true, true],
      ['true', true],
    ] as const)
      expect(server(sent).data?.donation.consent, String(sent)).toBe(given);
    expect(server('yes').error?.issues).toEqual([
      expect.objectContaining({ path: ['donation', 'consent'], message: validationMessages.invalidValue }),
    ]);
  });

  it('requires a payment method before anything that depends on it', () => {
    expect(errors({ ...cash, type: '' })).toEqual({ type: validationMessages.paymentRequired });
  });

  it('gives every cash rule its own message under its field', () => {
    expect(
      errors({ ...cash, msisdn: '', amount: '99', city: '', area: '', address: 'قصير', email: 'no-at' }),
    ).toEqual({
      email: validationMessages.emailInvalid,
      amount: validationMessages.amountMin,
      msisdn: validationMessages.phoneInvalid,
      city: validationMessages.cityRequired,
      area: validationMessages.areaRequired,
      address: validationMessages.addressShort,
    });
    expect(errors({ ...cash, amount: '', city: '' })).toEqual({
      amount: validationMessages.amountNotNumber,
      city: validationMessages.cityRequired,
    });
    expect(errors({ ...cash, user_name: 'م' })).toEqual({ user_name: validationMessages.nameShort });
  });

  it('lets a card donor leave out the phone and the address, but not give a wrong phone', () => {
    const card = { ...cash, type: '2' as const, msisdn: '', city: '', area: '', address: '' };
    expect(donationForm.parse(card)).toMatchObject({ type: 2, msisdn: null, city: null, area: null });
    expect(errors({ ...card, msisdn: '0101' })).toEqual({ msisdn: validationMessages.phoneInvalid });
  });

  it('reads an amount only in decimal digits, with an optional fraction', () => {
    const amount = (typed: string) => donationForm.parse({ ...cash, amount: typed }).amount;
    expect(amount('150')).toBe(150);
    expect(amount(' ١٥٠ ')).toBe(150);
    expect(amount('١٥٠.٥')).toBe(150.5);
    expect(amount('150.25')).toBe(150.25);
    expect(amount('150.')).toBe(150);
    expect(amount('0150')).toBe(150);
    for (const typed of [
      '0x64',
      '0X64',
      '0b1100100',
      '0o144',
      '1e3',
      '1E3',
      '+150',
      '-150',
      'Infinity',
      '150 ٥',
      '1,50',
      '15,00',
      '٠x٦٤',
      '.',
    ])
      expect(errors({ ...cash, amount: typed }), typed).toEqual({
        amount: validationMessages.amountNotNumber,
      });
    // what Number() made of them: 0x64 was 100 EGP
    expect(Number('0x64')).toBe(100);
  });

  it('reads thousands separators typed in their places, in the form and on the server alike', () => {
    const amount = (typed: string) => donationForm.parse({ ...cash, amount: typed }).amount;
    expect(amount('1,000')).toBe(1000);
    expect(amount('١٬٠٠٠')).toBe(1000);
    expect(amount('١٬٠٠٠٫٥')).toBe(1000.5);
    const server = (typed: string) =>
      createDonationBody.safeParse({ donation: { ...donationForm.parse(cash), amount: typed } });
    expect(server('١٬٠٠٠').data?.donation.amount).toBe(1000);
    expect(server('1,000').data?.donation.amount).toBe(1000);
    for (const typed of ['1,00', '0x3e8', '1e3', '+1,000'])
      expect(server(typed).error?.issues[0]?.message, typed).toBe(validationMessages.amountNotNumber);
  });

  it('refuses ids written other than in decimal digits', () => {
    for (const city of ['0x3', '3e0', ' 3', '+3', '٣'])
      expect(errors({ ...cash, city }), city).toEqual({ city: expect.any(String) });
    const result = donationFields.safeParse({ ...donationForm.parse(cash), campaign_id: '0x7' });
    expect(result.success).toBe(false);
    expect(donationFields.safeParse({ ...donationForm.parse(cash), campaign_id: '7' }).success).toBe(true);
    expect(donationFields.safeParse({ ...donationForm.parse(cash), user_id: '0x10' }).success).toBe(false);
    expect(donationFields.safeParse({ ...donationForm.parse(cash), user_id: '16' }).success).toBe(true);
  });

  it('does not enforce the 40-character comment hint', () => {
    expect(
      donationForm.parse({ ...cash, comment: 'رحمه الله وأسكنه فسيح جناته وجعل قبره روضة' }).comment,
    ).toBe('رحمه الله وأسكنه فسيح جناته وجعل قبره روضة');
  });
});
