/**
 * Image-to-video widget: a start image (uploaded at once) and a motion prompt (through the template) on the left,
 * the video on the right, playing inline with a download. Polls every 3 s, at most 120 ticks; stops when the user leaves.
 */
import { Clapperboard, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { firstPlanWith, RESOLUTION_HEIGHT } from '#contract/entitlements';
import type { VideoDuration, VideoResolution } from '#contract/tool-inputs';
import { toast } from 'sonner';
import { applyPromptTemplate, downloadNames, messages, type ImageToVideoToolSection } from '#contract/generation';
import { api, UnauthorizedError } from '#app/lib/api';
import { uploadFailureMessage, uploadImage, UploadAbortedError, validateImageFile } from '#app/lib/upload';
import { Button } from '#app/ui/button';
import { Label, Textarea } from '#app/ui/input';
import { downloadAs } from '#app/lib/download';
import { CostLabel, useToolCost } from '../shared/cost';
import { useGenerationRun } from '../shared/use-generation-run';
import { FilePicker, ProgressPanel, SelectField, ToolFrame } from '../shared/ui';
import { PLANS, usePlan } from '../shared/plan';
import { PlanChoice } from '../shared/PlanChoice';
import { generateVideo } from './logic';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';

export function ImageToVideoTool({ section }: { section: ImageToVideoToolSection }) {
  const cost = useToolCost('image_to_video');
  const generation = useGenerationRun<{ url: string }>(cost);
  const { view } = generation;
  const { t, say } = useToolText();
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      section.fields.map((f) => [f.name, f.kind === 'select' ? (f.default ?? f.options[0]!) : f.default]),
    ),
  );
  const busy = generation.busy || uploading !== null;
  // Length and resolution: what the plan includes (content/plans, from the session); the rest shows why not.
  const { entitlements } = usePlan();
  const [duration, setDuration] = useState<VideoDuration>(5);
  const [resolution, setResolution] = useState<VideoResolution>('720p');
  // The refusal names the first plan that includes the choice (entitlementMessages' wording, in the page's language).
  const durationLocked = (seconds: VideoDuration) => {
    if (seconds <= entitlements.video_seconds) return null;
    const plan = firstPlanWith(PLANS, (e) => e.video_seconds >= seconds);
    return plan ? fill(t.imageToVideo.secondsWithPlan, { seconds, plan: plan.title }) : t.imageToVideo.secondsAtMost;
  };
  const resolutionLocked = (resolution: VideoResolution) => {
    if (RESOLUTION_HEIGHT[resolution] <= RESOLUTION_HEIGHT[entitlements.video_resolution]) return null;
    const plan = firstPlanWith(PLANS, (e) => RESOLUTION_HEIGHT[e.video_resolution] >= RESOLUTION_HEIGHT[resolution]);
    return plan
      ? fill(t.imageToVideo.resolutionWithPlan, { resolution, plan: plan.title })
      : t.imageToVideo.resolutionAtMost;
  };
  // A plan that no longer includes the choice (signed out, another account): back to what it includes.
  useEffect(() => {
    if (duration > entitlements.video_seconds) setDuration(5);
    if (RESOLUTION_HEIGHT[resolution] > RESOLUTION_HEIGHT[entitlements.video_resolution]) setResolution('720p');
  }, [entitlements, duration, resolution]);

  async function pick(file: File) {
    const invalid = validateImageFile(file);
    if (invalid) {
      setImageError(say(invalid));
      toast.error(say(invalid));
      return;
    }
    if (!generation.requireSignIn(() => void pick(file))) return;
    setUploading(0);
    try {
      const url = await uploadImage(file, { onProgress: setUploading, signal: generation.nextSignal() });
      setImage({ url, name: file.name });
      setImageError(null);
    } catch (error) {
      if (error instanceof UploadAbortedError) return;
      if (error instanceof UnauthorizedError || (error as Error).message === '401')
        generation.askToSignIn(() => void pick(file));
      else toast.error(say(uploadFailureMessage(error, messages.imageUploadFailed)));
    } finally {
      setUploading(null);
    }
  }

  async function generate() {
    const fullPrompt = applyPromptTemplate(section.promptTemplate, { ...values, prompt }, { required: ['prompt'] });
    if (!image) {
      setImageError(t.spec.selectVideoImage);
      toast.error(t.spec.selectVideoImage);
      return;
    }
    if (!fullPrompt.trim()) {
      toast.error(t.spec.invalidPrompt);
      return;
    }
    if (!generation.requireSignIn(() => void generate())) return;
    const imageUrl = image.url;
    await generation.run(({ signal, onProgress }) =>
      generateVideo({
        api,
        imageUrl,
        prompt: fullPrompt,
        productType: section.productType,
        action: section.action,
        seed: Math.floor(Math.random() * 2_147_483_647),
        duration,
        resolution,
        signal,
        onProgress,
      }),
    );
  }

  const form = (
    <form
      noValidate
      className="space-y-5"
      aria-label={t.imageToVideo.form}
      onSubmit={(event) => {
        event.preventDefault();
        void generate();
      }}
    >
      <FilePicker
        label={section.uploadLabel}
        hint={uploading !== null ? fill(t.uploading, { percent: uploading }) : t.imageHint}
        accept="image/*"
        preview={image?.url}
        fileName={image?.name}
        onFile={(file) => void pick(file)}
        disabled={busy}
        error={imageError}
      />
      <div className="space-y-1.5">
        <Label htmlFor="i2v-prompt">{section.promptLabel}</Label>
        <Textarea
          id="i2v-prompt"
          value={prompt}
          placeholder={section.promptPlaceholder}
          disabled={busy}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={2000}
        />
      </div>
      {section.fields.map((field) =>
        field.kind === 'select' ? (
          <SelectField
            key={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            options={field.options}
            disabled={busy}
            onChange={(v) => setValues((s) => ({ ...s, [field.name]: v }))}
          />
        ) : null,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PlanChoice<VideoDuration>
          legend={t.imageToVideo.length}
          value={duration}
          disabled={busy}
          onChange={setDuration}
          options={[5, 10].map((seconds) => ({
            value: seconds as VideoDuration,
            label: fill(t.imageToVideo.seconds, { seconds }),
            locked: durationLocked(seconds as VideoDuration),
          }))}
        />
        <PlanChoice<VideoResolution>
          legend={t.imageToVideo.resolution}
          value={resolution}
          disabled={busy}
          onChange={setResolution}
          options={(['720p', '1080p'] as const).map((value) => ({
            value,
            label: value,
            locked: resolutionLocked(value),
          }))}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Clapperboard aria-hidden />
        {view.status === 'loading' ? (
          t.generating
        ) : (
          <>
            {section.buttonText} <CostLabel credits={cost} />
          </>
        )}
      </Button>
    </form>
  );

  const result =
    view.status === 'loading' ? (
      <ProgressPanel text={t.imageToVideo.rendering} progress={view.progress} />
    ) : view.status === 'done' ? (
      <div className="space-y-4">
        <h3 className="text-lg font-semibold">{section.resultTitle}</h3>
        <video
          src={view.result.url}
          controls
          autoPlay
          muted
          loop
          playsInline
          aria-label={t.imageToVideo.generatedVideo}
          className="aspect-video w-full rounded-2xl bg-ink"
        />
        <div className="flex justify-center">
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              void downloadAs(view.result.url, downloadNames.video).catch(() => toast.error(t.spec.noFiles))
            }
          >
            <Download aria-hidden />
            {t.download}
          </Button>
        </div>
      </div>
    ) : (
      <div className="flex h-full min-h-72 flex-col items-center justify-center gap-3 text-center text-ink-soft">
        {view.status === 'error' ? (
          <p role="alert" className="text-danger">
            {say(view.message)}
          </p>
        ) : null}
        {section.sampleVideo ? (
          <video
            src={section.sampleVideo.src}
            poster={section.sampleVideo.poster}
            muted
            loop
            playsInline
            controls
            aria-label={t.imageToVideo.exampleVideo}
            className="aspect-video w-full rounded-2xl bg-ink"
          />
        ) : (
          <p>{t.imageToVideo.placeholder}</p>
        )}
      </div>
    );

  return (
    <ToolFrame
      id={section.id}
      label={section.title}
      title={section.title}
      description={section.description}
      form={form}
      result={result}
      recent={{ tool: 'image-to-video', refreshKey: view.status }}
    />
  );
}
