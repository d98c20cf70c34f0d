/** The hero's row of generated avatars (decorative; an island that never needs to run over server HTML). */
import { UserAvatar } from '../layout/UserAvatar';

export function HappyUserAvatars({ names }: { names: readonly string[] }) {
  return (
    <div className="flex -space-x-2" aria-hidden>
      {names.map((name) => (
        <span key={name} className="rounded-full ring-2 ring-canvas">
          <UserAvatar name={name} size={36} />
        </span>
      ))}
    </div>
  );
}
