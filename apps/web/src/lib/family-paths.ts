/**
 * The family's management page of a campaign (PRODUCT.md §11.4): linked from the campaign page and the
 * invitation.
 */
export function familyPagePath(campaignId: number): string {
  return `/Campaign/${campaignId}/family`;
}
