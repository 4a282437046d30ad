// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShareCampaign } from '@athar/contract/remembrance/whatsapp-texts';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { PAGE_SHARE_MOMENTS } from '../share-moment';
import { ShareButtons } from './share-buttons';
import { ShareOnWhatsApp } from './share-on-whatsapp';

const text = campaignMessages.campaignPage;
const her: ShareCampaign = {
  title: 'سعاد حسن',
  gender: 'female',
  url: 'https://athar.example/4321',
  shortCode: '4321',
  smsNumber: '9999',
  kind: 'jariya',
};

afterEach(cleanup);

/** The message a wa.me link carries. */
function sharedText(link: HTMLElement): string {
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
}

describe('the share buttons (issue 20)', () => {
  it('put WhatsApp first, with the condolence message, its link and the SMS line', () => {
    render(<ShareButtons campaign={her} moments={PAGE_SHARE_MOMENTS} />);
    const group = screen.getByRole('group', { name: text.shareLabel });
    const links = within(group).getAllByRole('link');
    expect(links[0]).toHaveProperty('textContent', expect.stringContaining(text.share.whatsapp));
    expect(links[0]?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const message = sharedText(links[0] as HTMLElement);
    expect(message).toMatch(/^إنا لله وإنا إليه راجعون\./);
    expect(message).toContain('المرحومة سعاد حسن، رحمها الله');
    expect(message).toContain('\nhttps://athar.example/4321\n');
    expect(message).toContain('T4321 إلى الرقم 9999');
    // the other ways stay: Facebook and the short link with its copy button
    expect(within(group).getByRole('link', { name: text.facebook })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.copyLink })).toBeTruthy();
  });

  it('lets the person pick another moment, and the link and the preview follow', async () => {
    const user = userEvent.setup();
    render(<ShareButtons campaign={her} moments={PAGE_SHARE_MOMENTS} initialMoment="ramadan" />);
    const select = screen.getByRole('combobox', { name: text.share.momentLabel });
    expect((select as HTMLSelectElement).value).toBe('ramadan');
    const whatsapp = () => screen.getByRole('link', { name: new RegExp(text.share.whatsapp) });
    expect(sharedText(whatsapp())).toContain('رمضان كريم');
    await user.selectOptions(select, 'arafah');
    expect(sharedText(whatsapp())).toContain('يوم عرفة');
    expect(screen.getByText(/خير الدعاء دعاء يوم عرفة/)).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      PAGE_SHARE_MOMENTS.map((moment) => text.share.moments[moment]),
    );
  });

  it('offers no choice when there is one message: the thank-you after a donation', () => {
    render(<ShareButtons campaign={{ ...her, gender: 'male', title: 'حسن علي' }} moments={['thanks']} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const message = sharedText(screen.getByRole('link', { name: new RegExp(text.share.whatsapp) }));
    expect(message).toContain('تبرعتُ في ذكرى المرحوم حسن علي، رحمه الله.');
    expect(message).toContain('شاركوني الأجر');
  });

  it('ShareOnWhatsApp sends the khatma invitation on its own', () => {
    render(
      <ShareOnWhatsApp
        moment="khatma"
        campaign={{ title: 'حسن علي', gender: 'male', url: 'https://athar.example/k/1' }}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const message = sharedText(link);
    expect(message).toContain('شاركونا ختمة القرآن');
    expect(message).toContain('احجزوا جزءًا');
    expect(message.split('\n').at(-1)).toBe('https://athar.example/k/1');
  });
});
