/**
 * Before/after comparison: the "after" picture is revealed to the right of a divider that starts at 50%.
 * The divider is a Radix slider (role="slider", aria-valuenow), so mouse, touch and keyboard (arrows,
 * Home/End, Page Up/Down) all move it. Reusable by the tools (e.g. the headshot result).
 */
import { MoveHorizontal } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useState } from 'react';
import { BEFORE_AFTER_START_PERCENT } from '#contract/marketing-constants';
// clsx, not cn (tailwind-merge): no caller passes a class that conflicts with these, and the sections' code stays light.
import { clsx } from 'clsx';
import { useMessages } from '../i18n/context';
import { enSections } from '../i18n/messages/en-sections';

export interface ComparisonImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  label?: string;
}

export function BeforeAfterSlider({
  before,
  after,
  className,
  label,
  priority = false,
}: {
  before: ComparisonImage;
  after: ComparisonImage;
  className?: string;
  /** Accessible name of the divider. */
  label?: string;
  /** Eager-load the pictures (above the fold). */
  priority?: boolean;
}) {
  const sections = useMessages('sections', enSections);
  const [position, setPosition] = useState(BEFORE_AFTER_START_PERCENT);
  const beforeLabel = before.label ?? sections.before;
  const afterLabel = after.label ?? sections.after;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <div
      className={clsx(
        'relative isolate select-none overflow-hidden rounded-[2rem] bg-muted shadow-card ring-1 ring-line',
        className,
      )}
      style={{ aspectRatio: `${before.width} / ${before.height}` }}
    >
      <img
        src={before.src}
        alt={before.alt}
        width={before.width}
        height={before.height}
        loading={loading}
        decoding="async"
        draggable={false}
        className="absolute inset-0 size-full object-cover"
      />
      <img
        src={after.src}
        alt={after.alt}
        width={after.width}
        height={after.height}
        loading={loading}
        decoding="async"
        draggable={false}
        className="absolute inset-0 size-full object-cover"
        style={{ clipPath: `inset(0 0 0 ${position}%)` }}
        data-testid="after-image"
      />
      <span className="pointer-events-none absolute left-4 top-4 z-10 rounded-full bg-ink/70 px-3 py-1 text-xs font-medium text-white">
        {beforeLabel}
      </span>
      <span className="pointer-events-none absolute right-4 top-4 z-10 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-ink">
        {afterLabel}
      </span>
      <span
        aria-hidden
        data-testid="before-after-divider"
        className="pointer-events-none absolute inset-y-0 z-10 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
        style={{ left: `${position}%` }}
      />
      <Slider.Root
        className="absolute inset-0 z-20 flex cursor-ew-resize touch-none items-center"
        value={[position]}
        min={0}
        max={100}
        step={1}
        onValueChange={([value]) => setPosition(value ?? BEFORE_AFTER_START_PERCENT)}
      >
        <Slider.Track className="relative h-full grow">
          <Slider.Range className="absolute h-full" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label ?? sections.divider}
          aria-valuetext={`${position}% ${before.label ?? sections.before.toLowerCase()}, ${100 - position}% ${after.label ?? sections.after.toLowerCase()}`}
          // One pixel wide on purpose: Radix pulls a thumb inwards by up to half its width to keep it inside the track,
          // which put a 44 px handle up to 22 px beside the divider away from 50%. A hairline thumb sits on the
          // divider (within half a pixel); the visible disc is centred on it.
          className="group relative block h-11 w-px outline-none"
        >
          <span
            data-testid="before-after-handle"
            className="absolute left-1/2 top-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-ink shadow-card ring-1 ring-black/10 transition-shadow group-focus-visible:ring-4 group-focus-visible:ring-accent/60"
          >
            <MoveHorizontal className="size-5" aria-hidden />
          </span>
        </Slider.Thumb>
      </Slider.Root>
    </div>
  );
}
