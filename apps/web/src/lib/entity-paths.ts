/** PRODUCT.md §2 writes names in paths with underscores in place of spaces. */
function pathName(name: string): string {
  return encodeURIComponent(name.trim().replace(/\s+/g, '_'));
}

export function campaignPath(title: string, id: number): string {
  return `/CampaignDonation/${pathName(title)}/${id}`;
}

export function createCampaignPath(projectName: string, projectId: number): string {
  return `/CreateCampaign/${pathName(projectName)}/${projectId}`;
}

export function ngoPath(name: string, id: number): string {
  return `/NGODetails/${pathName(name)}/${id}`;
}

/** A donation's receipt; the key (from the donation's creation) opens it without logging in. */
export function receiptPath(donationId: number, key?: string | null): string {
  return key ? `/Receipt/${donationId}?key=${encodeURIComponent(key)}` : `/Receipt/${donationId}`;
}
