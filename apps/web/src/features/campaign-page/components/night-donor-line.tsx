import type { ReactNode } from 'react';
import { textLink } from '../../../components/button-classes';
import { donationMessages } from '../../../lib/messages/donation';

const text = donationMessages.donation.nightDonor;

interface LineProps {
  /** «تغيير»: the donor types their own, in the fields this line stood for */
  onChange: () => void;
}

/** One line of what the night's schedule knows, ending in «تغيير» (its screen-reader name says what changes). */
function KnownLine({ children, what, onChange }: LineProps & { children: ReactNode; what: string }) {
  return (
    <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 wrap-anywhere">
      {children} —{' '}
      <button type="button" className={textLink} onClick={onChange}>
        {text.change}
        <span className="sr-only"> {what}</span>
      </button>
    </p>
  );
}

/**
 * «تبرع باسم هالة منصور (h•••@example.com) — تغيير»: a night's one-tap link gives as its schedule's donor
 * (docs/decisions/027, amendment), in place of the name and e-mail fields; the e-mail masked, as the api
 * answers it (the link may have been forwarded).
 */
export function NightDonorLine({ name, email, onChange }: LineProps & { name: string; email: string }) {
  return (
    <KnownLine what={text.changeDonor} onChange={onChange}>
      {text.givesAs} <bdi className="font-bold">{name}</bdi> (<bdi dir="ltr">{email}</bdi>)
    </KnownLine>
  );
}

/** «رقم المحفظة المنتهي بـ 432 — تغيير»: the schedule's phone, in place of the wallet's field. */
export function WalletPhoneLine({ ending, onChange }: LineProps & { ending: string }) {
  return (
    <KnownLine what={text.changePhone} onChange={onChange}>
      {text.walletPhone} <bdi dir="ltr">{ending}</bdi>
    </KnownLine>
  );
}
