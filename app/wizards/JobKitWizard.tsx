/**
 * Job-application-kit wizard — a prototype, mock by design: it does not read the file you pick and every
 * result is clearly labelled sample data. The resume and follow-up email are blurred behind an Upgrade button,
 * which says the kit is a prototype (it used to open a real purchase that unlocked nothing).
 */
import { Check, FileUp, Loader2, Lock, RotateCcw, Sparkles } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useId, useState } from 'react';
import type { SectionOf } from '#contract/sections';
import { SectionFrame, SectionHeading } from '../sections/SectionHeading';
import { Button } from '../ui/button';
import { GENERATING_STEPS, JOB_KIT_STAGES, type JobKitStage } from './job-kit-machine';
import { useJobKitWizard } from './use-job-kit-wizard';

const STAGE_LABELS: Record<JobKitStage, string> = {
  import: 'Import',
  analyzing: 'Analyzing',
  selectRole: 'Select role',
  customize: 'Customize',
  generating: 'Generating',
  complete: 'Complete',
};

/** Sample data, shown as such. */
export const SAMPLE_ROLES = [
  { title: 'Product Designer', company: 'Northwind Studio (sample)', match: 92 },
  { title: 'UX Researcher', company: 'Contoso Labs (sample)', match: 84 },
  { title: 'Design Systems Lead', company: 'Fabrikam Media (sample)', match: 77 },
] as const;
const TONES = ['Confident', 'Warm', 'Concise'] as const;

function SampleBadge() {
  return (
    <span className="rounded-full bg-highlight/30 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink">
      Sample data
    </span>
  );
}

export function JobKitWizard({ section }: { section: SectionOf<'job-kit-wizard'> }) {
  const { state, dispatch } = useJobKitWizard();
  const [upgradeNote, setUpgradeNote] = useState(false);
  const fileId = useId();
  const stageIndex = JOB_KIT_STAGES.indexOf(state.stage);
  // One level below the section's heading (h1 when the wizard opens its page), and one more for the kit's parts.
  const Step = section.headingLevel === 'h1' ? 'h2' : 'h3';
  const Part = section.headingLevel === 'h1' ? 'h3' : 'h4';

  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} as={section.headingLevel} />
      <div className="mx-auto max-w-3xl rounded-[2rem] bg-surface p-6 shadow-card ring-1 ring-line sm:p-10">
        <div className="mb-6 flex items-center justify-between gap-3">
          <p className="text-sm text-ink-soft">Prototype preview — nothing you choose leaves your browser.</p>
          <SampleBadge />
        </div>
        <ol className="mb-8 flex flex-wrap gap-x-4 gap-y-2 text-xs font-medium" aria-label="Wizard stages">
          {JOB_KIT_STAGES.map((stage, index) => (
            <li
              key={stage}
              aria-current={stage === state.stage ? 'step' : undefined}
              className={index <= stageIndex ? 'text-accent' : 'text-ink-soft'}
            >
              {index + 1}. {STAGE_LABELS[stage]}
            </li>
          ))}
        </ol>

        {state.stage === 'import' ? (
          <div className="space-y-5">
            <Step className="text-2xl font-semibold">Import your current resume</Step>
            <label
              htmlFor={fileId}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-line bg-canvas px-6 py-10 text-center hover:border-accent"
            >
              <FileUp className="size-8 text-accent" aria-hidden />
              <span className="font-medium">Choose a resume file</span>
              <span className="text-sm text-ink-soft">PDF, DOCX, PNG or JPG</span>
              <input
                id={fileId}
                type="file"
                accept=".pdf,.docx,.png,.jpg,.jpeg"
                className="sr-only"
                onChange={() => dispatch({ type: 'startAnalyzing' })}
              />
            </label>
            <p className="text-sm text-ink-soft">
              This prototype does not read your file: it continues with a sample resume.
            </p>
            <Button onClick={() => dispatch({ type: 'startAnalyzing' })}>
              <Sparkles aria-hidden /> Analyze sample resume
            </Button>
          </div>
        ) : null}

        {state.stage === 'analyzing' ? (
          <div className="space-y-4" aria-live="polite">
            <Step className="text-2xl font-semibold">Analyzing your resume…</Step>
            <Progress.Root
              value={state.progress}
              max={100}
              aria-label="Analyzing progress"
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <Progress.Indicator
                className="h-full bg-accent transition-[width] duration-75"
                style={{ width: `${state.progress}%` }}
              />
            </Progress.Root>
            <p className="text-sm tabular-nums text-ink-soft">{state.progress}%</p>
          </div>
        ) : null}

        {state.stage === 'selectRole' ? (
          <div className="space-y-4">
            <Step className="text-2xl font-semibold">Pick the role you are applying for</Step>
            <ul className="grid gap-3">
              {SAMPLE_ROLES.map((role) => (
                <li key={role.title}>
                  <button
                    type="button"
                    onClick={() => dispatch({ type: 'selectRole', role: role.title })}
                    className="flex w-full items-center justify-between gap-4 rounded-2xl bg-canvas px-5 py-4 text-left ring-1 ring-line hover:ring-accent"
                  >
                    <span>
                      <span className="block font-medium">{role.title}</span>
                      <span className="block text-sm text-ink-soft">{role.company}</span>
                    </span>
                    <span className="text-sm font-semibold text-success">{role.match}% match</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {state.stage === 'customize' ? (
          <div className="space-y-5">
            <Step className="text-2xl font-semibold">Customize your kit for {state.role}</Step>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Tone</legend>
              <div className="flex flex-wrap gap-2">
                {TONES.map((tone) => (
                  <label
                    key={tone}
                    className="flex cursor-pointer items-center gap-2 rounded-full bg-canvas px-4 py-2 text-sm ring-1 ring-line has-checked:bg-accent-soft has-checked:ring-accent"
                  >
                    <input
                      type="radio"
                      name="tone"
                      value={tone}
                      checked={state.tone === tone}
                      onChange={() => dispatch({ type: 'setTone', tone })}
                      className="accent-[var(--color-accent)]"
                    />
                    {tone}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button onClick={() => dispatch({ type: 'generate' })}>
              <Sparkles aria-hidden /> Generate my kit
            </Button>
          </div>
        ) : null}

        {state.stage === 'generating' ? (
          <div className="space-y-4" aria-live="polite">
            <Step className="text-2xl font-semibold">Generating your kit…</Step>
            <ol className="space-y-3">
              {GENERATING_STEPS.map((step, index) => (
                <li
                  key={step.label}
                  className="flex items-center gap-3"
                  data-state={index < state.stepsDone ? 'done' : index === state.stepsDone ? 'active' : 'waiting'}
                >
                  {index < state.stepsDone ? (
                    <Check className="size-5 text-success" aria-label="Done" />
                  ) : index === state.stepsDone ? (
                    <Loader2 className="size-5 animate-spin text-accent" aria-label="In progress" />
                  ) : (
                    <span className="size-5 rounded-full ring-1 ring-line" role="img" aria-label="Waiting" />
                  )}
                  <span className={index <= state.stepsDone ? '' : 'text-ink-soft'}>{step.label}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}

        {state.stage === 'complete' ? (
          <div className="space-y-5">
            <div className="flex items-center justify-between gap-3">
              <Step className="text-2xl font-semibold">Your application kit is ready</Step>
              <SampleBadge />
            </div>
            <article className="rounded-2xl bg-canvas p-5 ring-1 ring-line">
              <Part className="font-semibold">
                Cover letter — {state.role} ({state.tone.toLowerCase()} tone)
              </Part>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                Dear hiring team, I am excited to apply for the {state.role} role. Over six years I have shipped design
                systems used by millions, run research that changed roadmaps, and mentored designers into leads. (Sample
                text written for this prototype.)
              </p>
            </article>
            <div className="relative overflow-hidden rounded-2xl ring-1 ring-line">
              <div className="pointer-events-none select-none space-y-4 p-5 blur-sm" aria-hidden>
                <div>
                  <Part className="font-semibold">Tailored resume</Part>
                  <p className="mt-2 text-sm text-ink-soft">
                    Alex Sample · Senior designer · 6 years · Design systems, research, prototyping, accessibility
                    audits.
                  </p>
                </div>
                <div>
                  <Part className="font-semibold">Follow-up email</Part>
                  <p className="mt-2 text-sm text-ink-soft">
                    Hi Jordan, thank you for your time on Tuesday. I enjoyed hearing about the team’s plans for the new
                    studio…
                  </p>
                </div>
              </div>
              <div className="absolute inset-0 grid place-items-center bg-surface/40">
                <div className="flex flex-col items-center gap-2 text-center">
                  <p className="flex items-center gap-1.5 text-sm font-medium">
                    <Lock className="size-4" aria-hidden /> Resume and follow-up email
                  </p>
                  <Button aria-expanded={upgradeNote} onClick={() => setUpgradeNote(true)}>
                    Upgrade
                  </Button>
                  {upgradeNote ? (
                    // A prototype sells nothing: the button says what the full kit would be, not a checkout.
                    <p
                      role="status"
                      className="max-w-xs rounded-xl bg-surface px-3 py-2 text-sm shadow-card ring-1 ring-line"
                    >
                      This is a prototype: the tailored resume and follow-up email are not generated yet, so there is
                      nothing to buy here and no credits are spent.
                    </p>
                  ) : null}
                </div>
              </div>
            </div>
            <Button variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
              <RotateCcw aria-hidden /> Start over
            </Button>
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}
