import type { Insertable, Kysely } from 'kysely';
import { moneyOutsideAthar } from '@athar/contract/moderation/money-in-text';
import {
  MANY_CAMPAIGNS_PER_DAY,
  PHOTO_NEAR_BITS,
  type SignalSource,
} from '@athar/contract/moderation/signals';
import { insertReport } from '../../db/queries/campaign-reports';
import {
  campaignsCreatedToday,
  insertSignals,
  photoCandidates,
  sameDeceased,
  savePhotoHash,
  signalBasis,
} from '../../db/queries/campaign-signals';
import type { Database } from '../../db/schema';
import type { CampaignSignalsTable } from '../../db/schema-moderation';
import { hammingDistance, hashBands, hashFromColumn, hashToColumn, nearBands, photoHash } from './photo-hash';

type Signal = Insertable<CampaignSignalsTable>;
/** the most findings of one text kept as signals: a page of numbers is one case, not a hundred rows */
const MAX_TEXT_FINDINGS = 10;

/** The photo's hash for the signals, or null: a picture sharp already stored always reads, but never fail a save on it. */
export async function hashOfPicture(picture: Buffer | null): Promise<bigint | null> {
  if (!picture) return null;
  try {
    return await photoHash(picture);
  } catch {
    return null;
  }
}

function textSignals(
  campaignId: number,
  text: string,
  source: SignalSource,
  sourceId: number | null,
): Signal[] {
  return moneyOutsideAthar(text)
    .slice(0, MAX_TEXT_FINDINGS)
    .map((finding) => ({
      campaign_id: campaignId,
      kind: 'money_in_text' as const,
      detail: finding.text.slice(0, 200),
      source,
      source_id: sourceId,
    }));
}

/**
 * Records the signals not found before; a new one puts the campaign in the moderators' queue as a
 * severe case (one open report with the reason 'signal': a second finding joins the open case).
 */
async function record(db: Kysely<Database>, campaignId: number, signals: Signal[]): Promise<number> {
  const added = await insertSignals(db, signals);
  if (added > 0) {
    await insertReport(db, {
      campaign_id: campaignId,
      reason: 'signal',
      details: null,
      contact: null,
      reporter: 'athar',
      stage: 'queue',
      familyHours: 0,
    });
  }
  return added;
}

/**
 * Computes a campaign's signals (docs/decisions/036) after it was created or its date of death, photo
 * or words changed — in the caller's transaction. `photo`: the new picture's hash (null: none or
 * flat), or undefined when the photo did not change. How many signals were new.
 */
export async function signalCampaign(
  db: Kysely<Database>,
  campaignId: number,
  change: { photo?: bigint | null } = {},
): Promise<number> {
  if (change.photo !== undefined) {
    await savePhotoHash(
      db,
      campaignId,
      change.photo === null ? null : { column: hashToColumn(change.photo), bands: hashBands(change.photo) },
    );
  }
  const campaign = await signalBasis(db, campaignId);
  if (!campaign) return 0;
  const signals: Signal[] = [];
  for (const other of await sameDeceased(db, campaignId)) {
    signals.push({ campaign_id: campaignId, kind: 'same_deceased', other_campaign_id: other.id });
  }
  if (campaign.photo_hash !== null) {
    const hash = hashFromColumn(campaign.photo_hash);
    for (const candidate of await photoCandidates(db, campaignId, nearBands(hash))) {
      const distance = hammingDistance(hash, hashFromColumn(candidate.photo_hash));
      if (distance <= PHOTO_NEAR_BITS) {
        signals.push({
          campaign_id: campaignId,
          kind: 'same_photo',
          other_campaign_id: candidate.id,
          detail: String(distance),
        });
      }
    }
  }
  if (
    campaign.user_id !== null &&
    (await campaignsCreatedToday(db, campaign.user_id)) >= MANY_CAMPAIGNS_PER_DAY
  ) {
    signals.push({ campaign_id: campaignId, kind: 'many_campaigns' });
  }
  signals.push(...textSignals(campaignId, campaign.description, 'campaign', null));
  return record(db, campaignId, signals);
}

/** The words of a family or delivery update, read when it is posted. How many signals were new. */
export async function signalUpdateText(
  db: Kysely<Database>,
  campaignId: number,
  update: { text: string; source: Exclude<SignalSource, 'campaign'>; id: number },
): Promise<number> {
  return record(db, campaignId, textSignals(campaignId, update.text, update.source, update.id));
}
