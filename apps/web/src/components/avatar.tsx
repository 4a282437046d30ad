import { cx } from '../lib/cx';

interface AvatarProps {
  /** the picture's URL; empty when there is none */
  src: string;
  /** whose picture: its first letter stands in when there is no picture */
  name: string;
  /** width and height in CSS pixels */
  size: number;
  /** added to the picture's and to the letter disc's classes */
  className?: string;
  /** the letter's text size */
  letterClassName?: string;
}

/**
 * A round picture, or the name's first letter on a sand disc. Decorative (empty alt, aria-hidden):
 * the name is written beside it.
 */
export function Avatar({ src, name, size, className, letterClassName }: AvatarProps) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={cx('shrink-0 rounded-full bg-sand-100 object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-sand-400',
        letterClassName,
        'font-bold text-brand-900',
        className,
      )}
      style={{ width: size, height: size }}
    >
      {name.trim().charAt(0) || '؟'}
    </span>
  );
}
