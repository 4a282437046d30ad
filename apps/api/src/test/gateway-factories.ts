import type { Kysely } from 'kysely';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import type { Database } from '../db/schema';
import { createCreatorCampaign, type CreatorCampaign } from './campaign-factories';

export type GatewayMethod = 'wallet' | 'kiosk' | 'meeza';

/**
 * A campaign of a new charity (cash, no card) on the simulator's test account ATHARPM01, taking the
 * gateway methods given (all three unless told), each through that account's integration.
 */
export async function createGatewayCampaign(
  db: Kysely<Database>,
  methods: GatewayMethod[] = ['wallet', 'kiosk', 'meeza'],
): Promise<CreatorCampaign> {
  const campaign = await createCreatorCampaign(db, { card: false });
  const integrations = LOCAL_PAYMOB_INTEGRATIONS.ATHARPM01;
  const offered = (method: GatewayMethod) => (methods.includes(method) ? integrations[method] : null);
  await db
    .updateTable('ngos')
    .set({
      paymob_account: 'ATHARPM01',
      wallet_integration_id: offered('wallet'),
      kiosk_integration_id: offered('kiosk'),
      meeza_integration_id: offered('meeza'),
    })
    .where('id', '=', campaign.ngo_id)
    .execute();
  return campaign;
}
