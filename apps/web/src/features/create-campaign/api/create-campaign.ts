import { createCampaignRoute } from '@athar/contract/routes/campaigns';
import { CAMPAIGN_IMAGE_FIELD, type createdCampaign } from '@athar/contract/campaigns/create-campaign';
import type { z } from 'zod';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import { call, firstItem } from '../../../lib/api-client';

export type CreatedCampaign = z.infer<typeof createdCampaign>;

export interface NewCampaign {
  projectId: number;
  userId: number;
  title: string;
  deceasedGender: DeceasedGender;
  description: string;
  msisdn: string;
  image: Blob | null;
  /** PRODUCT.md §11.6, optional: the date of death in the calendar the family chose */
  death?: { calendar: 'gregorian' | 'hijri' | ''; date: string; hijri: string };
}

/**
 * POST /api/campaigns (multipart, PRODUCT.md §7): the new campaign's id, title and short code. No
 * `consent`: creating the memorial is what the family asked for (docs/decisions/025).
 */
export async function createCampaign(campaign: NewCampaign): Promise<CreatedCampaign> {
  const body = new FormData();
  body.append('project_id', String(campaign.projectId));
  body.append('campaign_title', campaign.title);
  body.append('deceased_gender', campaign.deceasedGender);
  body.append('campaign_description', campaign.description);
  body.append('collected', '0');
  body.append('type', '1');
  body.append('msisdn', campaign.msisdn);
  body.append('user_id', String(campaign.userId));
  if (campaign.death?.calendar === 'gregorian') body.append('death_date', campaign.death.date);
  if (campaign.death?.calendar === 'hijri') body.append('death_hijri', campaign.death.hijri);
  if (campaign.death?.calendar) body.append('death_calendar', campaign.death.calendar);
  if (campaign.image) body.append(CAMPAIGN_IMAGE_FIELD, campaign.image);
  return firstItem(await call(createCampaignRoute, { body }));
}
