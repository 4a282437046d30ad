import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { firstCardImagePreload, initialDataBlock } from './initial-data';

describe('the initial data of the HTML shell', () => {
  it('is a JSON data block no value can close, that parses back to the answers', () => {
    const answers = {
      '/api/x': { status: 1, message: '', data: [{ title: '</script><script>alert(1)</script>' }] },
    };
    const block = initialDataBlock(answers);
    expect(block.startsWith(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">`)).toBe(true);
    const body = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(answers);
  });

  it('preloads the first card picture of a listing, as the card shows it', () => {
    const listing = (campaign_image: string) => ({
      '/api/campaigns/details?rowscount=5&filter=desc': {
        status: 1,
        data: [{ campaign_image }, { campaign_image: 'b.webp' }],
      },
    });
    const tag = (href: string) => `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
    expect(firstCardImagePreload(listing('/uploads/seed/a.webp'))).toBe(tag('/uploads/seed/a.webp'));
    expect(firstCardImagePreload(listing('campaigns/a.webp'))).toBe(tag('/uploads/campaigns/a.webp'));
    expect(firstCardImagePreload(listing('default-campaign.webp'))).toBe(tag('/default-campaign.webp'));
    expect(firstCardImagePreload(listing('/a.webp?x="1"'))).toBe(tag('/a.webp?x=&quot;1&quot;'));
    // a campaign page's picture is preloaded with its link-preview tags; an empty listing has none
    expect(
      firstCardImagePreload({ '/api/campaigns/details?campid=1': { data: [{ campaign_image: 'a' }] } }),
    ).toBe('');
    expect(firstCardImagePreload({ '/api/campaigns/details?rowscount=5&filter=desc': { data: [] } })).toBe(
      '',
    );
  });
});
