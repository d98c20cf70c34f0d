/**
 * The outline review (issue #18 item 1): the deck's title, its sections and their slides, each editable — rename,
 * rewrite the points (one per line), move up or down (across sections at the edges), delete, add, choose one slide's
 * points again from its source — then "Build deck", the one step that spends credits.
 */
import { ArrowDown, ArrowUp, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { DeckOutlineInput, DeckPicture, OutlineSlideInput } from '#contract/presentation';
import { Button } from '#app/ui/button';
import { Input, Label, Textarea } from '#app/ui/input';
import {
  addSection,
  addSlide,
  bulletsToText,
  deleteSection,
  deleteSlide,
  moveSection,
  moveSlide,
  textToBullets,
  updateSection,
  updateSlide,
  type SlideAt,
} from './logic';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';

/** The select's value for a picture of the document (its data: URL is too long to be an option's value). */
const DOCUMENT_PICTURE = 'document';

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg text-ink-soft hover:bg-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}

function SlideCard({
  slide,
  number,
  first,
  last,
  busy,
  onChange,
  onMove,
  onDelete,
  onRegenerate,
  onAddAfter,
  pictures,
  onPicture,
}: {
  pictures: DeckPicture[];
  onPicture: (picture: DeckPicture | null) => void;
  slide: OutlineSlideInput;
  number: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onChange: (patch: Partial<OutlineSlideInput>) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onRegenerate: () => void;
  onAddAfter: () => void;
}) {
  const id = useId();
  const text = useToolText().t.presentation.outline;
  const fromDocument = Boolean(slide.image?.src.startsWith('data:'));
  // The points as typed (blank lines kept while editing); the outline gets them one per line.
  const [draft, setDraft] = useState(() => bulletsToText(slide.bullets));
  const [shown, setShown] = useState(slide.bullets);
  if (shown !== slide.bullets) {
    setShown(slide.bullets);
    setDraft(bulletsToText(slide.bullets));
  }
  return (
    <li
      className="rounded-2xl bg-canvas p-3 ring-1 ring-line"
      aria-label={fill(text.slide, { number, title: slide.title })}
    >
      <div className="flex items-center gap-2">
        <span className="w-6 shrink-0 text-right text-xs font-semibold text-ink-soft tabular-nums">{number}</span>
        <Label htmlFor={`${id}-title`} className="sr-only">
          {fill(text.slideTitle, { number })}
        </Label>
        <Input
          id={`${id}-title`}
          value={slide.title}
          maxLength={200}
          onChange={(event) => onChange({ title: event.target.value })}
          className="h-9 font-medium"
        />
        <div className="flex shrink-0">
          <IconButton label={fill(text.moveSlideUp, { number })} disabled={first} onClick={() => onMove(-1)}>
            <ArrowUp />
          </IconButton>
          <IconButton label={fill(text.moveSlideDown, { number })} disabled={last} onClick={() => onMove(1)}>
            <ArrowDown />
          </IconButton>
          <IconButton
            label={fill(text.rewriteSlide, { number })}
            disabled={busy || Boolean(slide.table || slide.columns || slide.chart)}
            onClick={onRegenerate}
          >
            <RefreshCw className={busy ? 'animate-spin motion-reduce:animate-none' : undefined} />
          </IconButton>
          <IconButton label={fill(text.deleteSlide, { number })} onClick={onDelete}>
            <Trash2 />
          </IconButton>
        </div>
      </div>
      {slide.table ? (
        <p className="mt-2 pl-8 text-xs text-ink-soft">
          {fill(text.table, { rows: slide.table.length, cells: slide.table[0]?.slice(0, 3).join(' · ') ?? '' })}
        </p>
      ) : slide.chart ? (
        <p className="mt-2 pl-8 text-xs text-ink-soft">
          {fill(text.chart, {
            kind: text.chartKinds[slide.chart.kind],
            series: slide.chart.series[0]?.name ?? '',
            labels: slide.chart.labels.join(', '),
          })}
        </p>
      ) : slide.columns ? (
        <p className="mt-2 pl-8 text-xs text-ink-soft">
          {fill(text.columns, {
            columns: slide.columns
              .map((c) => (c.image ? fill(text.columnWithPicture, { heading: c.heading }) : c.heading))
              .join(' · '),
          })}
        </p>
      ) : (
        <div className="mt-2 pl-8">
          <Label htmlFor={`${id}-points`} className="sr-only">
            {fill(text.points, { number })}
          </Label>
          <Textarea
            id={`${id}-points`}
            value={draft}
            rows={Math.min(6, Math.max(2, draft.split('\n').length))}
            onChange={(event) => {
              setDraft(event.target.value);
              const bullets = textToBullets(event.target.value);
              setShown(bullets);
              onChange({ bullets });
            }}
            className="min-h-0 text-sm"
            placeholder={text.pointsPlaceholder}
          />
          {slide.image ? (
            // The picture this slide shows beside its points, as it will be placed.
            <figure className="mt-2 flex items-center gap-3">
              <img src={slide.image.src} alt="" className="h-16 w-auto rounded border border-line object-contain" />
              <figcaption className="text-xs text-ink-soft">
                {fromDocument ? text.documentPicture : text.yourPicture}
                {slide.image.caption ? `: ${slide.image.caption}` : ''}
              </figcaption>
            </figure>
          ) : null}
          {pictures.length || slide.image ? (
            <div className="mt-2 flex items-center gap-2">
              <Label htmlFor={`${id}-picture`} className="text-xs text-ink-soft">
                {fill(text.slidePicture, { number })}
              </Label>
              <select
                id={`${id}-picture`}
                value={fromDocument ? DOCUMENT_PICTURE : (slide.image?.src ?? '')}
                onChange={(event) => {
                  const value = event.target.value;
                  if (value === DOCUMENT_PICTURE) return;
                  onPicture(pictures.find((p) => p.url === value) ?? null);
                }}
                className="h-8 max-w-64 rounded-lg border border-line bg-surface px-2 text-xs text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                <option value="">{text.noPicture}</option>
                {fromDocument ? <option value={DOCUMENT_PICTURE}>{text.fromDocument}</option> : null}
                {pictures.map((picture, i) => (
                  <option key={picture.url} value={picture.url}>
                    {picture.caption.trim() || fill(text.picture, { number: i + 1 })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      )}
      <button
        type="button"
        onClick={onAddAfter}
        className="mt-1 ml-8 inline-flex items-center gap-1 rounded-md px-1 text-xs text-ink-soft hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <Plus className="size-3" aria-hidden /> {text.addSlideAfter}
      </button>
    </li>
  );
}

export function OutlineEditor({
  outline,
  onChange,
  onRegenerate,
  onBuild,
  onCancel,
  buildLabel,
  pictures = [],
  onPicture,
}: {
  /** The user's pictures, offered for every text slide. */
  pictures?: DeckPicture[];
  onPicture?: (at: SlideAt, picture: DeckPicture | null) => void;
  outline: DeckOutlineInput;
  onChange: (outline: DeckOutlineInput) => void;
  onRegenerate: (at: SlideAt) => Promise<void>;
  onBuild: () => void;
  onCancel: () => void;
  buildLabel: React.ReactNode;
}) {
  const [regenerating, setRegenerating] = useState<string | null>(null);
  const text = useToolText().t.presentation.outline;
  const slideCount = outline.sections.reduce((n, s) => n + s.slides.length, 0);
  let number = 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl font-semibold text-ink">{text.title}</h3>
        <p className="text-sm text-ink-soft">
          {fill(text.summary, {
            sections: fill(outline.sections.length === 1 ? text.sectionsOne : text.sectionsMany, {
              count: outline.sections.length,
            }),
            slides: fill(slideCount === 1 ? text.slidesOne : text.slidesMany, { count: slideCount }),
          })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="outline-title">{text.deckTitle}</Label>
          <Input
            id="outline-title"
            value={outline.title}
            maxLength={300}
            onChange={(event) => onChange({ ...outline, title: event.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="outline-subtitle">{text.subtitle}</Label>
          <Input
            id="outline-subtitle"
            value={outline.subtitle}
            maxLength={400}
            onChange={(event) => onChange({ ...outline, subtitle: event.target.value })}
          />
        </div>
      </div>
      <ol className="max-h-[36rem] space-y-4 overflow-y-auto pr-1" aria-label={text.sections}>
        {outline.sections.map((section, s) => (
          <li key={s} className="space-y-2">
            <div className="flex items-center gap-2">
              <Label htmlFor={`outline-section-${s}`} className="sr-only">
                {fill(text.sectionHeading, { number: s + 1 })}
              </Label>
              <Input
                id={`outline-section-${s}`}
                value={section.heading}
                maxLength={200}
                onChange={(event) => onChange(updateSection(outline, s, event.target.value))}
                className="h-9 border-transparent bg-transparent text-base font-semibold text-accent-strong"
              />
              <div className="flex shrink-0">
                <IconButton
                  label={fill(text.moveSectionUp, { number: s + 1 })}
                  disabled={s === 0}
                  onClick={() => onChange(moveSection(outline, s, -1))}
                >
                  <ArrowUp />
                </IconButton>
                <IconButton
                  label={fill(text.moveSectionDown, { number: s + 1 })}
                  disabled={s === outline.sections.length - 1}
                  onClick={() => onChange(moveSection(outline, s, 1))}
                >
                  <ArrowDown />
                </IconButton>
                <IconButton
                  label={fill(text.deleteSection, { number: s + 1 })}
                  disabled={outline.sections.length === 1}
                  onClick={() => onChange(deleteSection(outline, s))}
                >
                  <Trash2 />
                </IconButton>
              </div>
            </div>
            <ol className="space-y-2">
              {section.slides.map((slide, i) => {
                number += 1;
                const at = { section: s, slide: i };
                const key = `${s}:${i}`;
                return (
                  <SlideCard
                    key={key}
                    slide={slide}
                    number={number}
                    first={s === 0 && i === 0}
                    last={s === outline.sections.length - 1 && i === section.slides.length - 1}
                    busy={regenerating === key}
                    onChange={(patch) => onChange(updateSlide(outline, at, patch))}
                    onMove={(by) => onChange(moveSlide(outline, at, by))}
                    onDelete={() => onChange(deleteSlide(outline, at))}
                    onAddAfter={() => onChange(addSlide(outline, s, i, text))}
                    pictures={pictures}
                    onPicture={(picture) => onPicture?.(at, picture)}
                    onRegenerate={() => {
                      setRegenerating(key);
                      void onRegenerate(at).finally(() => setRegenerating(null));
                    }}
                  />
                );
              })}
            </ol>
            {section.slides.length === 0 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(addSlide(outline, s, undefined, text))}
              >
                <Plus aria-hidden /> {text.addSlide}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(addSection(outline, text))}>
          <Plus aria-hidden /> {text.addSection}
        </Button>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {text.discard}
          </Button>
          <Button type="button" onClick={onBuild} disabled={slideCount === 0 || !outline.title.trim()}>
            {buildLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
