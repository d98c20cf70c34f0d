/**
 * Video-from-idea wizard — a prototype, mock by design. Step 1: the idea and the script; step 2: style
 * settings (and back to step 1). The cost shown is fixed; generating is not available in the prototype.
 */
import { ArrowLeft, ArrowRight, Coins, Film } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useId, useState } from 'react';
import type { SectionOf } from '#contract/sections';
import { cn } from '../lib/cn';
import { SectionFrame, SectionHeading } from '../sections/SectionHeading';
import { Button } from '../ui/button';
import {
  DEFAULT_FORMALITY_INDEX,
  FEATURED_VISUAL_STYLES,
  VISUAL_STYLES,
  FORMALITY_LEVELS,
  VIDEO_DURATIONS,
  VIDEO_MODELS,
  VIDEO_RATIOS,
  VIDEO_WIZARD_COST,
  VISUAL_STYLE_COUNT,
  VOICE_PRECISIONS,
} from './video-wizard-options';

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-full bg-canvas px-4 py-2 text-sm ring-1 ring-line has-checked:bg-accent-soft has-checked:ring-accent"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-[var(--color-accent)]"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function VideoWizard({ section }: { section: SectionOf<'video-wizard'> }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [idea, setIdea] = useState('');
  const [script, setScript] = useState('');
  const [duration, setDuration] = useState<(typeof VIDEO_DURATIONS)[number]>(VIDEO_DURATIONS[0]);
  const [ratio, setRatio] = useState<(typeof VIDEO_RATIOS)[number]>(VIDEO_RATIOS[0]);
  const [model, setModel] = useState<(typeof VIDEO_MODELS)[number]>(VIDEO_MODELS[0]);
  const [precision, setPrecision] = useState<(typeof VOICE_PRECISIONS)[number]>(VOICE_PRECISIONS[0]);
  const [style, setStyle] = useState<string>(FEATURED_VISUAL_STYLES[0]!);
  const [allStyles, setAllStyles] = useState(false);
  // The chosen style stays in view when the list folds back.
  const shownStyles = allStyles
    ? VISUAL_STYLES
    : [...FEATURED_VISUAL_STYLES, ...(FEATURED_VISUAL_STYLES.includes(style as never) ? [] : [style])];
  const [formality, setFormality] = useState(DEFAULT_FORMALITY_INDEX);
  const [submitted, setSubmitted] = useState(false);
  const ideaId = useId();
  const scriptId = useId();

  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} as={section.headingLevel} />
      <div className="mx-auto max-w-3xl rounded-[2rem] bg-surface p-6 shadow-card ring-1 ring-line sm:p-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-ink-soft">
            Step {step} of 2 · {step === 1 ? 'Idea and script' : 'Style settings'}
          </p>
          <p
            className="flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong"
            data-testid="video-wizard-cost"
          >
            <Coins className="size-4" aria-hidden /> {VIDEO_WIZARD_COST} credits
          </p>
        </div>

        {step === 1 ? (
          <form
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              setStep(2);
            }}
          >
            <div>
              <label htmlFor={ideaId} className="mb-2 block text-sm font-medium">
                Your idea
              </label>
              <textarea
                id={ideaId}
                required
                value={idea}
                onChange={(event) => setIdea(event.target.value)}
                rows={3}
                placeholder="A two-minute explainer on how bees make honey, for curious ten-year-olds"
                className="w-full rounded-2xl bg-canvas px-4 py-3 ring-1 ring-line outline-none focus:ring-2 focus:ring-accent"
              />
            </div>
            <div>
              <label htmlFor={scriptId} className="mb-2 block text-sm font-medium">
                Script (optional)
              </label>
              <textarea
                id={scriptId}
                value={script}
                onChange={(event) => setScript(event.target.value)}
                rows={5}
                placeholder="Paste a script, or leave it empty and we will draft one from your idea."
                className="w-full rounded-2xl bg-canvas px-4 py-3 ring-1 ring-line outline-none focus:ring-2 focus:ring-accent"
              />
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={!idea.trim()}>
                Next: style <ArrowRight aria-hidden />
              </Button>
            </div>
          </form>
        ) : (
          <div className="space-y-6">
            <div className="grid gap-6 sm:grid-cols-2">
              <Choice legend="Duration" options={VIDEO_DURATIONS} value={duration} onChange={setDuration} />
              <Choice legend="Aspect ratio" options={VIDEO_RATIOS} value={ratio} onChange={setRatio} />
              <Choice legend="Model" options={VIDEO_MODELS} value={model} onChange={setModel} />
              <Choice legend="Voice precision" options={VOICE_PRECISIONS} value={precision} onChange={setPrecision} />
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Visual style · {VISUAL_STYLE_COUNT} visual styles</legend>
              <div id="video-wizard-styles" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {shownStyles.map((name) => (
                  <button
                    key={name}
                    type="button"
                    aria-pressed={style === name}
                    onClick={() => setStyle(name)}
                    className={cn(
                      'rounded-2xl px-4 py-3 text-left text-sm ring-1',
                      style === name ? 'bg-accent-soft ring-accent' : 'bg-canvas ring-line hover:ring-accent/50',
                    )}
                  >
                    <Film className="mb-1 size-4 text-accent" aria-hidden />
                    {name}
                  </button>
                ))}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                aria-expanded={allStyles}
                aria-controls="video-wizard-styles"
                onClick={() => setAllStyles((open) => !open)}
              >
                {allStyles ? 'Show fewer styles' : `Show all ${VISUAL_STYLE_COUNT} styles`}
              </Button>
            </fieldset>
            <div>
              <p className="mb-3 text-sm font-medium" id={`${scriptId}-formality`}>
                Formality: <span data-testid="formality-value">{FORMALITY_LEVELS[formality]}</span>
              </p>
              <Slider.Root
                className="relative flex h-6 touch-none select-none items-center"
                min={0}
                max={FORMALITY_LEVELS.length - 1}
                step={1}
                value={[formality]}
                onValueChange={([value]) => setFormality(value ?? DEFAULT_FORMALITY_INDEX)}
              >
                <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
                  <Slider.Range className="absolute h-full rounded-full bg-accent" />
                </Slider.Track>
                <Slider.Thumb
                  aria-labelledby={`${scriptId}-formality`}
                  aria-valuetext={FORMALITY_LEVELS[formality]}
                  className="block size-5 rounded-full bg-white shadow-card ring-2 ring-accent outline-none focus-visible:ring-4"
                />
              </Slider.Root>
              <div className="mt-2 flex justify-between text-xs text-ink-soft">
                {FORMALITY_LEVELS.map((level) => (
                  <span key={level}>{level}</span>
                ))}
              </div>
            </div>
            {submitted ? (
              <p role="status" className="rounded-2xl bg-accent-soft px-4 py-3 text-sm">
                This is a prototype: videos from an idea are not generated yet. Your settings — {duration}, {ratio},{' '}
                {model}, {precision} voice, {style}, {FORMALITY_LEVELS[formality]!.toLowerCase()} — were not sent
                anywhere and no credits were spent.
              </p>
            ) : null}
            <div className="flex flex-wrap justify-between gap-3">
              <Button variant="secondary" onClick={() => setStep(1)}>
                <ArrowLeft aria-hidden /> Back
              </Button>
              <Button onClick={() => setSubmitted(true)}>Create video · {VIDEO_WIZARD_COST} credits</Button>
            </div>
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
