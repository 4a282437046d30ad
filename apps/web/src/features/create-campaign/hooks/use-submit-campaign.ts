import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CreateCampaignFormValues } from '@athar/contract/campaigns/create-campaign-form';
import { getSession, saveSession } from '../../../lib/session';
import { createCampaign, type CreatedCampaign } from '../api/create-campaign';
import { logInAccount } from '../api/log-in-account';
import { registerAccount } from '../api/register-account';

/** What the form hands over: the campaign fields, and the account fields when a guest fills them. */
export interface CampaignSubmission extends CreateCampaignFormValues {
  account?: { user_name: string; email: string; password: string };
}

/**
 * One press of next (PRODUCT.md §2 Create campaign): a guest's account is registered, logged in and
 * saved as the session, then the campaign is created with it. A step that already succeeded is
 * not repeated on a retry: the registered e-mail is remembered, and once logged in only the
 * campaign is created.
 */
export function useSubmitCampaign(projectId: number) {
  const registeredEmail = useRef<string | null>(null);
  const [activationMessage, setActivationMessage] = useState<string | null>(null);

  const mutation = useMutation<CreatedCampaign, Error, CampaignSubmission>({
    meta: { globalError: false },
    mutationFn: async ({ account, ...campaign }) => {
      let user = getSession();
      if (!user) {
        if (!account) throw new Error('a guest submission carries the account fields');
        if (registeredEmail.current !== account.email) {
          // the account is asked for with the campaign, by the same press (docs/decisions/025)
          const registered = await registerAccount({ ...account, msisdn: campaign.msisdn });
          registeredEmail.current = account.email;
          if (!registered.user.verified) setActivationMessage(registered.message);
        }
        user = await logInAccount({ email: account.email, password: account.password });
        saveSession(user);
      }
      return createCampaign({
        projectId,
        userId: user.user_id,
        title: campaign.campaign_title,
        deceasedGender: campaign.deceased_gender,
        description: campaign.campaign_description,
        msisdn: campaign.msisdn,
        image: campaign.campaign_image,
        death: { calendar: campaign.death_calendar, date: campaign.death_date, hijri: campaign.death_hijri },
      });
    },
  });

  return { mutation, activationMessage };
}
