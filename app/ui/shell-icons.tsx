/**
 * The two icons every page draws at first load (the header's menu button, the hero's arrow), as plain SVG. Through
 * lucide-react they brought its icon runtime (Icon, context, attribute builders: ~1.3 KiB gzip) into the first load;
 * the lazily loaded components keep using lucide-react. Shapes and attributes are lucide's (ISC licence):
 * `menu` and `arrow-right` at lucide-react 1.75.
 */
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const SVG_DEFAULTS = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export function MenuIcon(props: IconProps) {
  return (
    <svg {...SVG_DEFAULTS} {...props}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <svg {...SVG_DEFAULTS} {...props}>
      <path d="M5 12h14m-7-7 7 7-7 7" />
    </svg>
  );
}
