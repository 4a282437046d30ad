import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';

/** /ContactUs: the form, a drawn map with an OpenStreetMap link, and the address, e-mail and phone. */
export function ContactPage() {
  const text = discoveryMessages.contact;
  const details = [
    { label: text.addressLabel, value: text.address, href: undefined },
    { label: text.emailLabel, value: text.emailValue, href: `mailto:${text.emailValue}` },
    { label: text.phoneLabel, value: text.phoneValue, href: `tel:${text.phoneValue}` },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{messages.pages.contactUs}</h1>
      <p className="mt-3 max-w-2xl leading-loose text-muted">{text.lead}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-brand-100">
          <ContactForm />
        </div>
        <div className="flex flex-col gap-6">
          <ContactMap />
          <section
            aria-labelledby="contact-info-title"
            className="rounded-2xl bg-white p-6 ring-1 ring-brand-100"
          >
            <h2 id="contact-info-title" className="mb-4 text-xl font-bold text-brand-900">
              {text.infoTitle}
            </h2>
            <dl className="flex flex-col gap-3">
              {details.map((item) => (
                <div key={item.label}>
                  <dt className="text-sm text-muted">{item.label}</dt>
                  <dd className="font-bold text-ink">
                    {item.href ? (
                      <a href={item.href} dir="ltr" className="text-brand-700 underline">
                        {item.value}
                      </a>
                    ) : (
                      item.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
