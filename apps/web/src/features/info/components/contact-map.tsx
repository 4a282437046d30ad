import { discoveryMessages } from '../../../lib/messages/discovery';

/** Dokki, Giza — the office pin; the link opens OpenStreetMap (no third-party key, nothing embedded). */
const OSM_URL = 'https://www.openstreetmap.org/?mlat=30.0385&mlon=31.2122#map=16/30.0385/31.2122';

/** A small drawn map of the neighbourhood (Nile, main roads, the pin) and a link to the real one. */
export function ContactMap() {
  const text = discoveryMessages.contact;
  return (
    <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100">
      <svg viewBox="0 0 320 200" role="img" aria-label={text.mapAlt} className="block h-auto w-full">
        <rect width="320" height="200" fill="#f1ece0" />
        <path d="M250 0 C235 60 270 120 240 200 L320 200 L320 0 Z" fill="#b9d9e6" />
        <path d="M0 70 L320 95" stroke="#ffffff" strokeWidth="10" />
        <path d="M0 150 L240 130" stroke="#ffffff" strokeWidth="8" />
        <path d="M90 0 L120 200" stroke="#ffffff" strokeWidth="8" />
        <path d="M180 0 L165 200" stroke="#ffffff" strokeWidth="6" />
        <rect x="20" y="100" width="50" height="30" rx="4" fill="#dfe9d8" />
        <rect x="190" y="20" width="40" height="50" rx="4" fill="#dfe9d8" />
        <g transform="translate(150 112)">
          <path
            d="M0 -34 C-14 -34 -22 -24 -22 -13 C-22 2 0 20 0 20 C0 20 22 2 22 -13 C22 -24 14 -34 0 -34 Z"
            fill="#13635a"
          />
          <circle cx="0" cy="-13" r="8" fill="#ffffff" />
        </g>
      </svg>
      <figcaption className="p-4">
        <a
          href={OSM_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-bold text-brand-700 underline"
        >
          {text.openMap}
        </a>
      </figcaption>
    </figure>
  );
}
