import { describe, expect, it } from 'vitest';
import { personName, profileName, publicText } from './accounts/fields';
import { stripNameBidi, stripScopedBidi } from './bidi';
import { createCampaignFields } from './campaigns/create-campaign';
import { donationFields } from './donations/create-donation';

/** Every bidi formatting character: embeddings, overrides, isolates and the three marks. */
const SCOPED = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const MARKS = '\u200E\u200F\u061C';

describe('bidi controls in text shown publicly', () => {
  it('leaves names without any control or mark, and prose without the scoped controls', () => {
    expect(stripNameBidi(`\u202Eأحمد${MARKS} علي${SCOPED}`)).toBe('أحمد علي');
    expect(stripScopedBidi(`رحمه الله (Ahmed)\u200F${SCOPED}`)).toBe('رحمه الله (Ahmed)\u200F');
  });

  it('drops them from every name schema before its rules, instead of refusing the name', () => {
    expect(personName.parse(` \u202Eمنى\u2066 أحمد\u2069\u200F `)).toBe('منى أحمد');
    expect(profileName.parse(`\u202Dمنى${SCOPED}${MARKS}`)).toBe('منى');
    // only controls: nothing is left, so it is too short
    expect(personName.safeParse(`${SCOPED}م`).success).toBe(false);
    expect(publicText(10, 'x').parse(`\u202Eنص\u200E`)).toBe('نص\u200E');
  });

  it('cleans the donor name and comment of a donation and the title and description of a campaign', () => {
    const donation = donationFields.parse({
      user_name: `\u202Eسارة${MARKS} عادل\u202C`,
      email: 'sara@example.com',
      msisdn: '',
      amount: 150,
      campaign_id: 1,
      comment: `\u2067رحمه الله\u2069`,
      type: 2,
      consent: true,
    });
    expect(donation.user_name).toBe('سارة عادل');
    expect(donation.comment).toBe('رحمه الله');
    const campaign = createCampaignFields.parse({
      project_id: '3',
      campaign_title: `\u202Eعمر${SCOPED} خالد`,
      campaign_description: `وصف\u202E طويل`,
      msisdn: '01012345678',
      consent: 'true',
    });
    expect(campaign.campaign_title).toBe('عمر خالد');
    expect(campaign.campaign_description).toBe('وصف طويل');
  });
});
