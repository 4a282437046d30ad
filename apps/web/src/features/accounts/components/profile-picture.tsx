import { Avatar } from '../../../components/avatar';
import { imageUrl } from '../../../lib/image-url';

/** A round profile picture (a chosen file's blob: preview, or the saved one), or the name's first letter. */
export function ProfilePicture({ src, name, size }: { src: string; name: string; size: number }) {
  return (
    <Avatar
      src={src && (src.startsWith('blob:') ? src : imageUrl(src))}
      name={name}
      size={size}
      className="ring-4 ring-white"
      letterClassName="text-3xl"
    />
  );
}
