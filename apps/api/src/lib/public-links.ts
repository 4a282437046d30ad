/**
 * Addresses of the web app's pages that the server puts in mails, spelled as the web app's
 * entity-paths.ts spells them (SPEC §2 writes names in paths with underscores for spaces).
 */
const pathName = (name: string) => encodeURIComponent(name.trim().replace(/\s+/g, '_'));

export function campaignUrl(publicUrl: string, title: string, campaignId: number): string {
  return `${publicUrl}/CampaignDonation/${pathName(title)}/${campaignId}`;
}

/** The printable receipt; the key opens it without logging in. */
export function receiptUrl(publicUrl: string, donationId: number, key: string): string {
  return `${publicUrl}/Receipt/${donationId}?key=${encodeURIComponent(key)}`;
}
