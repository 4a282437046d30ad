import { imageUrl } from '../../../lib/image-url';

/** A round profile picture, or the name's first letter when there is none. */
export function ProfilePicture({ src, name, size }: { src: string; name: string; size: number }) {
  if (src) {
    return (
      <img
        src={src.startsWith('blob:') ? src : imageUrl(src)}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-sand-100 object-cover ring-4 ring-white"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-sand-400 text-3xl font-bold text-brand-900 ring-4 ring-white"
      style={{ width: size, height: size }}
    >
      {name.trim().charAt(0) || '؟'}
    </span>
  );
}
