import { describe, expect, it } from 'vitest';
import { SHARE_MOMENTS, whatsappText } from '@athar/contract/remembrance/whatsapp-texts';
import { campaignMessages } from './campaigns';
import { charityConsoleMessages } from './charity';
import { discoveryMessages } from './discovery';

const page = campaignMessages.campaignPage;
const card = campaignMessages.condolenceCard;

describe('the campaign page speaks of the deceased in their gender (issue 16)', () => {
  it('says «رحمه الله» / «رحمها الله» on the page, the card and the condolence card', () => {
    expect(page.mercy('male')).toBe('رحمه الله');
    expect(page.mercy('female')).toBe('رحمها الله');
    expect(discoveryMessages.campaignCard.mercy('female')).toBe('رحمها الله');
    expect(card.mercy('female')).toBe('رحمها الله');
  });

  it('says «في ذكراه» / «في ذكراها» and «باسمه» / «باسمها»', () => {
    expect(page.noDonations('male')).toContain('في ذكراه.');
    expect(page.noDonations('female')).toContain('في ذكراها.');
    // the shared messages are the contract's (PRODUCT.md §11.7), the page names each moment
    expect(
      whatsappText('condolence', { title: 'سعاد حسن', gender: 'female', url: 'u', kind: 'jariya' }),
    ).toContain('صدقة جارية في ذكراها: المرحومة سعاد حسن، رحمها الله.');
    expect(
      whatsappText('condolence', { title: 'حسن علي', gender: 'male', url: 'u', kind: 'jariya' }),
    ).toContain('صدقة جارية في ذكراه: المرحوم حسن علي، رحمه الله.');
    for (const moment of SHARE_MOMENTS) expect(page.share.moments[moment]).toBeTruthy();
  });

  it('heads the condolence card with «المرحوم(ة)» unless the name already carries it', () => {
    expect(card.inMemory('سعاد حسن', 'female', 'jariya')).toBe('صدقة جارية في ذكرى المرحومة');
    expect(card.inMemory('حسن علي', 'male', 'jariya')).toBe('صدقة جارية في ذكرى المرحوم');
    expect(card.inMemory('المرحومة فاطمة السيد', 'female', 'jariya')).toBe('صدقة جارية في ذكرى');
  });

  it('calls the gift صدقة جارية only when the project is a lasting asset', () => {
    expect(card.inMemory('حسن علي', 'male', 'sadaqa')).toBe('صدقة في ذكرى المرحوم');
    expect(
      whatsappText('condolence', { title: 'سعاد حسن', gender: 'female', url: 'u', kind: 'sadaqa' }),
    ).toContain('صفحة صدقة في ذكراها');
  });

  it("names the creator's edit after «الفقيد» / «الفقيدة»", () => {
    expect(page.edit.title('male')).toBe('تعديل بيانات الفقيد');
    expect(page.edit.title('female')).toBe('تعديل بيانات الفقيدة');
  });
});

describe('counts agree with their number on every page', () => {
  it('on cards and the campaign page', () => {
    const { donors, units } = discoveryMessages.campaignCard;
    expect([0, 1, 2, 3, 11, 100].map(donors)).toEqual([
      'لم يتبرع أحد بعد',
      'متبرع واحد',
      'متبرعان',
      '3 متبرعين',
      '11 متبرعًا',
      '100 متبرع',
    ]);
    expect([0, 1, 2, 5, 11, 100].map(units)).toEqual([
      'لم تكتمل أي وحدة بعد',
      'وحدة واحدة مكتملة',
      'وحدتان مكتملتان',
      '5 وحدات مكتملة',
      '11 وحدةً مكتملةً',
      '100 وحدة مكتملة',
    ]);
    expect(page.donors(2)).toBe('متبرعان');
    expect(page.units(0)).toBe('لم تكتمل أي وحدة بعد');
    expect(discoveryMessages.ngosListing.projects(1)).toBe('مشروع واحد');
  });

  it('in the charity console', () => {
    const console = charityConsoleMessages.charity;
    expect(console.queue.count(1)).toBe('تبرع واحد منتظر');
    expect(console.queue.count(4)).toBe('4 تبرعات منتظرة');
    expect(console.records.donationsCount(1250)).toBe('1,250 تبرعًا');
    expect(console.campaigns.campaignsCount(2)).toBe('حملتان');
    expect(console.campaigns.donorsCount(102)).toBe('102 متبرع');
  });
});
