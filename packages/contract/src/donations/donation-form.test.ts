import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages';
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
  hide_data: false,
};

describe('the donation form (SPEC §5 Donation form)', () => {
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

  it('does not enforce the 40-character comment hint', () => {
    expect(
      donationForm.parse({ ...cash, comment: 'رحمه الله وأسكنه فسيح جناته وجعل قبره روضة' }).comment,
    ).toBe('رحمه الله وأسكنه فسيح جناته وجعل قبره روضة');
  });
});
