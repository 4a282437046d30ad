import { FOOTER_COPYRIGHT_YEAR } from '@athar/contract/constants';
import { Link } from 'react-router';
import { messages } from '../../../lib/messages';

const footerLinks = [
  { to: '/HowItWork', label: messages.footer.howItWorks },
  { to: '/SuccessTips', label: messages.footer.successTips },
  { to: '/FAQs', label: messages.footer.faqs },
  { to: '/Terms', label: messages.footer.terms },
  { to: '/Privacy', label: messages.footer.privacy },
  { to: '/TrustandSafety', label: messages.footer.trust },
  { to: '/PressCoverage', label: messages.footer.press },
  { to: '/ContactUs', label: messages.footer.contact },
  { to: '/JoinAsCharity', label: messages.footer.joinAsCharity },
];

export function Footer() {
  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <div className="flex flex-col gap-2">
          <Link to="/" className="w-fit text-3xl font-bold">
            {messages.brand}
          </Link>
          <p className="text-white/85">{messages.footer.tagline}</p>
        </div>
        <nav aria-label={messages.footer.label}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-white/90 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="border-t border-white/15 pt-6 text-sm text-white/80">
          {messages.footer.copyright(FOOTER_COPYRIGHT_YEAR)}
        </p>
      </div>
    </footer>
  );
}
