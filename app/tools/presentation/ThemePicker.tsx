/**
 * The deck's look: six designed themes as thumbnails (a title slide drawn with the theme's master, palette and
 * fonts — the same DECK_THEME_STYLES the server renders with) and an optional brand colour that replaces the accent.
 */
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#app/lib/cn';
import { DECK_THEMES, styleWithBrand, type DeckThemeName } from '#contract/presentation';
import { useToolText } from '../shared/text';

const FONT_STACK: Record<string, string> = {
  Arial: 'Arial, "Liberation Sans", Helvetica, sans-serif',
  'Times New Roman': '"Times New Roman", "Liberation Serif", Times, serif',
  Calibri: 'Calibri, Carlito, "Segoe UI", sans-serif',
  Cambria: 'Cambria, Caladea, Georgia, serif',
};

/** A title slide in miniature. */
export function ThemeThumbnail({ theme, brand, title }: { theme: DeckThemeName; brand?: string; title?: string }) {
  const style = styleWithBrand(theme, brand);
  const full = style.titleMaster === 'full';
  const ink = full ? `#${style.accentText}` : `#${style.title}`;
  return (
    <div
      aria-hidden
      className="relative aspect-video w-full overflow-hidden rounded-lg ring-1 ring-line"
      style={{ background: `#${full ? style.accent : style.background}` }}
    >
      {style.titleMaster === 'band' ? (
        <span className="absolute inset-y-0 left-0 w-[3%]" style={{ background: `#${style.accent}` }} />
      ) : null}
      {style.titleMaster === 'top' ? (
        <span className="absolute inset-x-0 top-0 h-[7%]" style={{ background: `#${style.accent}` }} />
      ) : null}
      <span
        className="absolute left-[8%] right-[8%] top-[30%] line-clamp-2 text-[0.7rem] font-bold leading-tight"
        style={{ color: ink, fontFamily: FONT_STACK[style.headingFont] }}
      >
        {title ?? style.label}
      </span>
      <span
        className="absolute left-[8%] top-[62%] h-[4%] w-[45%] rounded-full opacity-60"
        style={{ background: full ? `#${style.accentText}` : `#${style.text}` }}
      />
      {!full ? (
        <span className="absolute bottom-[10%] left-[8%] h-[2.5%] w-[18%]" style={{ background: `#${style.accent}` }} />
      ) : null}
    </div>
  );
}

export function ThemePicker({
  theme,
  brand,
  onTheme,
  onBrand,
  disabled,
}: {
  theme: DeckThemeName;
  brand: string | null;
  onTheme: (theme: DeckThemeName) => void;
  onBrand: (brand: string | null) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const colourId = useId();
  const text = useToolText().t.presentation.theme;
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend id={labelId} className="text-sm font-medium text-ink">
        {text.legend}
      </legend>
      <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-3 gap-2">
        {DECK_THEMES.map((name) => {
          const selected = name === theme;
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onTheme(name)}
              className={cn(
                'group relative rounded-xl p-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                selected ? 'ring-2 ring-accent' : 'ring-1 ring-transparent hover:ring-line',
              )}
            >
              <ThemeThumbnail theme={name} brand={brand ?? undefined} title={text.names[name]} />
              <span className="mt-1 flex items-center gap-1 px-0.5 text-xs text-ink">
                {selected ? <Check className="size-3 text-accent" aria-hidden /> : null}
                {text.names[name]}
              </span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 pt-1">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-accent)]"
            checked={brand !== null}
            onChange={(event) => onBrand(event.target.checked ? (brand ?? '#7C3AED') : null)}
          />
          {text.brand}
        </label>
        {brand !== null ? (
          <>
            <label htmlFor={colourId} className="sr-only">
              {text.brandColour}
            </label>
            <input
              id={colourId}
              type="color"
              value={brand}
              onChange={(event) => onBrand(event.target.value.toUpperCase())}
              className="h-8 w-12 cursor-pointer rounded-md border border-line bg-surface"
            />
            <span className="font-mono text-xs text-ink-soft">{brand}</span>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
