/** The family's management page of a campaign (issue 20): linked from the campaign page and the invitation. */
export function familyPagePath(campaignId: number): string {
  return `/Campaign/${campaignId}/family`;
}
