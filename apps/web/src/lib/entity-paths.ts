/** SPEC §2 writes names in paths with underscores in place of spaces. */
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
