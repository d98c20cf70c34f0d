import Avatar from 'boring-avatars';

const PALETTE = ['#1c1917', '#e2553a', '#f4c95d', '#8fb8a8', '#f7f3ec'];

/** The user's picture, or a generated SVG avatar from their name (served by us, no external image). */
export function UserAvatar({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  if (src) return <img src={src} alt="" width={size} height={size} className="rounded-full object-cover" />;
  // Decorative: the name is always shown or spoken next to it (an unlabelled role="img" SVG otherwise).
  return <Avatar name={name} size={size} variant="beam" colors={PALETTE} aria-hidden />;
}
