import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../constants';
import { validationMessages } from '../messages';
import { createCampaignForm, guestCreateCampaignForm } from './create-campaign-form';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const campaign = {
  campaign_title: 'محمد عبد الله',
  deceased_gender: 'male',
  campaign_description: 'كان يحب الخير',
  msisdn: '٠١٠١٢٣٤٥٦٧٨',
  campaign_image: null,
};
const guest = {
  ...campaign,
  user_name: 'منى',
  email: 'Mona@Example.com',
  password: 'secret-123',
  confirm_password: 'secret-123',
};

describe('create campaign form rules (PRODUCT.md §5)', () => {
  it('asks no consent box of a guest or a logged-in creator (docs/decisions/025)', () => {
    expect(createCampaignForm.safeParse(campaign).success).toBe(true);
    expect(guestCreateCampaignForm.safeParse(guest).success).toBe(true);
  });

  it('accepts Arabic-Indic digits in the phone and gives back 0-9', () => {
    expect(createCampaignForm.parse(campaign).msisdn).toBe('01012345678');
  });

  it('refuses a symbol in the name, a long description and a bad phone with their messages', () => {
    const result = createCampaignForm.safeParse({
      ...campaign,
      campaign_title: 'محمد!',
      campaign_description: 'x'.repeat(1001),
      msisdn: '0101',
    });
    expect(issues(result)).toEqual([
      ['campaign_title', validationMessages.nameSymbols],
      ['campaign_description', validationMessages.descriptionTooLong],
      ['msisdn', validationMessages.phoneInvalid],
    ]);
  });

  it("asks the deceased's gender, with nothing assumed (issue 16)", () => {
    const { deceased_gender: _unchosen, ...withoutGender } = campaign;
    expect(issues(createCampaignForm.safeParse(withoutGender))).toEqual([
      ['deceased_gender', validationMessages.deceasedGender],
    ]);
    expect(issues(createCampaignForm.safeParse({ ...campaign, deceased_gender: null }))).toEqual([
      ['deceased_gender', validationMessages.deceasedGender],
    ]);
    expect(createCampaignForm.parse({ ...campaign, deceased_gender: 'female' }).deceased_gender).toBe(
      'female',
    );
  });

  it('refuses a picture over the size limit', () => {
    const big = new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)]);
    expect(issues(createCampaignForm.safeParse({ ...campaign, campaign_image: big }))).toEqual([
      ['campaign_image', validationMessages.imageTooLarge],
    ]);
  });

  it('asks a guest for the account fields and a matching confirmation', () => {
    expect(guestCreateCampaignForm.parse(guest).email).toBe('mona@example.com');
    expect(issues(guestCreateCampaignForm.safeParse({ ...guest, confirm_password: 'other-123' }))).toEqual([
      ['confirm_password', validationMessages.passwordMismatch],
    ]);
    expect(issues(guestCreateCampaignForm.safeParse({ ...guest, email: 'mona', password: 'short' }))).toEqual(
      [
        ['email', validationMessages.emailInvalid],
        ['password', validationMessages.passwordShort],
      ],
    );
  });

  it('reports a mistyped confirmation beside the other fields’ problems, not only once they are right', () => {
    const { deceased_gender: _unanswered, ...withoutGender } = guest;
    expect(
      issues(guestCreateCampaignForm.safeParse({ ...withoutGender, confirm_password: 'other-123' })),
    ).toEqual([
      ['deceased_gender', validationMessages.deceasedGender],
      ['confirm_password', validationMessages.passwordMismatch],
    ]);
  });
});
