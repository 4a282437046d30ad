import { anonymiseDonationsOfDeletedAccount } from '../../db/queries/anonymise-donations';
import { dropManagementOfUser, handOverCampaigns } from '../../db/queries/campaign-admins';
import { eraseSchedulesOfUser } from '../../db/queries/giving-schedule-views';
import { eraseRemembranceOfUser } from '../../db/queries/remembrance-erasure';
import { revokeAllSessions } from '../../db/queries/sessions';
import { deleteTokensOfUser } from '../../db/queries/user-tokens';
import { deleteFavouritesOfUser, eraseUser, userPicture } from '../../db/queries/users';
import { recordSelfServedRequest } from '../data-protection/data-requests';
import { removeImage } from '../images';
import { uploadsDir, type UploadDeps } from '../service-deps';
import { recordAudit, type AuditOrigin } from '../audit/audit-trail';

/**
 * Deletes an account (docs/PRODUCT.md §4.3): name, e-mail, phone, password and picture are erased,
 * favourites, pending links and sessions go. Donations stay as the charities' records, under
 * 'فاعل خير' and without phone, e-mail or address — a cash donation still to be collected keeps what
 * its collector needs until it settles (anonymise-donations.ts); the freed e-mail can register again
 * (the unique index skips deleted rows). A campaign they created passes to its longest-standing
 * co-administrator (PRODUCT.md §11.4), in the same transaction; without one it stays as it was. Their duas
 * and follows go; their khatma readings stay counted, nameless. Their giving schedules are cancelled and
 * erased (docs/decisions/020). The erasure is recorded as a data request already done (issue 36), and
 * the audit entry `user.deleted` keeps the id only.
 */
export async function deleteAccount(
  { db, config }: UploadDeps,
  userId: number,
  origin: AuditOrigin,
): Promise<void> {
  const picture = await db.transaction().execute(async (trx) => {
    const row = await userPicture(trx, userId);
    await eraseUser(trx, userId);
    await deleteFavouritesOfUser(trx, userId);
    await deleteTokensOfUser(trx, userId);
    await anonymiseDonationsOfDeletedAccount(trx, userId);
    await revokeAllSessions(trx, userId);
    // PRODUCT.md §11.4: each campaign they created goes to its longest-standing co-administrator, if any
    await handOverCampaigns(trx, userId);
    await dropManagementOfUser(trx, userId, new Date());
    await eraseRemembranceOfUser(trx, userId);
    // docs/decisions/020: their giving schedules are cancelled and keep no name, e-mail or phone
    await eraseSchedulesOfUser(trx, userId, new Date());
    // the register of data requests shows this erasure, served by the person themselves
    await recordSelfServedRequest(trx, userId, 'erasure', new Date());
    const act = { actor_kind: 'user', actor_id: userId, action: 'user.deleted' } as const;
    await recordAudit(trx, { ...act, object_kind: 'user', object_id: userId, ...origin });
    return row?.profile_pic ?? null;
  });
  if (picture) await removeImage(uploadsDir(config), picture);
}
