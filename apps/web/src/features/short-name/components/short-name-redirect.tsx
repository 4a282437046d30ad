import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/spinner';
import { shortNameMessages } from '../../../lib/messages/short-name';
import { getCampaignIdByShortName } from '../api/get-campaign-id';

/** A single unknown segment is a campaign short name (PRODUCT.md §2): look it up, then redirect. */
export function ShortNameRedirect() {
  const { shortname = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    getCampaignIdByShortName(shortname, controller.signal).then(
      (id) => {
        if (!controller.signal.aborted) {
          void navigate(`/CampaignDonation/${encodeURIComponent(shortname)}/${id}`, { replace: true });
        }
      },
      () => {
        if (!controller.signal.aborted) void navigate('/PathNotFound', { replace: true });
      },
    );
    return () => controller.abort();
  }, [shortname, navigate]);

  return <PageSpinner label={shortNameMessages.searching} />;
}
