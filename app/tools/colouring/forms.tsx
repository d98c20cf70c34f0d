/**
 * The two colouring forms, driven by the tool config: text (prompt, enhancer, difficulty, page size, batch,
 * toggles) and image (upload, optional instructions, toggles, batch). Each validates with the spec's message,
 * builds the prompt the spec's way and hands a ready request to the widget.
 */
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  buildImagePrompt,
  buildTextPrompt,
  defaultImageValues,
  defaultTextValues,
  lineWeights,
  paperSizes,
  type ColouringRequest,
  type Dimension,
  type ImageColouringValues,
  type TextColouringValues,
  type ToggleName,
  type ToolConfig,
} from '#contract/colouring';
import { Button } from '#app/ui/button';
import { Textarea } from '#app/ui/input';
import { CostLabel, useToolCost } from '../shared/cost';
import { BatchField, SelectField, SwitchField } from './fields';
import { ImageUpload, type UploadedImage } from './ImageUpload';
import { validateImageColouring, validateTextColouring } from './logic';
import { useToolText } from '../shared/text';

interface FormProps {
  tool: ToolConfig;
  busy: boolean;
  onSubmit: (request: ColouringRequest) => void;
}

function SubmitButton({ busy, text, batch }: { busy: boolean; text: string; batch: number }) {
  const credits = useToolCost('colouring', batch);
  const { t } = useToolText();
  return (
    <Button
      type="submit"
      size="lg"
      // The words may wrap on a phone: a longer language must not widen the form.
      className="h-auto min-h-12 w-full whitespace-normal py-2 text-center"
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <Sparkles aria-hidden />
      )}
      {busy ? (
        t.colouring.creating
      ) : (
        <>
          {text} <CostLabel credits={credits} />
        </>
      )}
    </Button>
  );
}

function Toggles<V extends Partial<Record<ToggleName, boolean>>>({
  tool,
  values,
  set,
}: {
  tool: ToolConfig;
  values: V;
  set: (name: ToggleName, value: boolean) => void;
}) {
  const toggles = tool.form.toggles.filter((toggle) => toggle.name in values && toggle.name !== 'promptEnhancer');
  if (!toggles.length) return null;
  return (
    <div className="divide-y divide-line rounded-2xl bg-surface px-4 py-1 ring-1 ring-line">
      {toggles.map((toggle) => (
        <SwitchField
          key={toggle.name}
          label={toggle.label}
          description={toggle.description}
          checked={Boolean(values[toggle.name])}
          onChange={(value) => set(toggle.name, value)}
        />
      ))}
    </div>
  );
}

export function TextColouringForm({ tool, busy, onSubmit }: FormProps) {
  const { form } = tool;
  const promptId = useId();
  const { t, say } = useToolText();
  const text = t.colouring;
  const [values, setValues] = useState<TextColouringValues>(defaultTextValues);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof TextColouringValues>(key: K, value: TextColouringValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateTextColouring(values.prompt);
    if (invalid) {
      setError(say(invalid));
      toast.error(say(invalid));
      return;
    }
    setError(null);
    onSubmit({
      prompt: buildTextPrompt(form, values),
      num_images: values.batch,
      tool: 'text-to-coloring',
      options: {
        userPrompt: values.prompt.trim(),
        promptEnhancer: values.promptEnhancer,
        difficulty: values.difficulty as never,
        dimension: values.dimension as Dimension,
        isPrivate: values.isPrivate,
        highQuality: values.highQuality,
        removeWatermark: values.removeWatermark,
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={tool.title}>
      <div>
        <label htmlFor={promptId} className="mb-1.5 block text-sm font-medium">
          {form.promptLabel ?? text.prompt}
        </label>
        <Textarea
          id={promptId}
          rows={4}
          value={values.prompt}
          placeholder={form.promptPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${promptId}-error` : undefined}
          onChange={(event) => set('prompt', event.target.value)}
        />
        {error ? (
          <p id={`${promptId}-error`} role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <p className="mt-1.5 text-xs text-ink-soft">{text.offlineNote}</p>
      </div>
      {form.promptEnhancer ? (
        <div className="rounded-2xl bg-surface px-4 py-1 ring-1 ring-line">
          <SwitchField
            label={form.promptEnhancer.label}
            description={form.promptEnhancer.description}
            checked={values.promptEnhancer}
            onChange={(value) => set('promptEnhancer', value)}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {form.difficulty ? (
          <SelectField
            label={form.difficulty.label}
            value={values.difficulty}
            options={form.difficulty.options.map((o) => ({ value: o, label: text.difficulties[o] }))}
            onChange={(value) => set('difficulty', value)}
          />
        ) : null}
        {form.dimension ? (
          <SelectField
            label={form.dimension.label}
            value={values.dimension}
            options={form.dimension.options.map((o) => ({ value: o, label: text.dimensions[o] }))}
            onChange={(value) => set('dimension', value)}
          />
        ) : null}
      </div>
      <BatchField label={form.batch.label} value={values.batch} onChange={(value) => set('batch', value)} />
      <Toggles
        tool={tool}
        values={{
          isPrivate: values.isPrivate,
          highQuality: values.highQuality,
          removeWatermark: values.removeWatermark,
        }}
        set={(name, value) => set(name as keyof TextColouringValues, value as never)}
      />
      <SubmitButton busy={busy} text={form.submitButtonText} batch={values.batch} />
    </form>
  );
}

export function ImageColouringForm({ tool, busy, onSubmit }: FormProps) {
  const { form } = tool;
  const promptId = useId();
  const { t, say } = useToolText();
  const text = t.colouring;
  const [values, setValues] = useState<ImageColouringValues>(defaultImageValues);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof ImageColouringValues>(key: K, value: ImageColouringValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateImageColouring(image?.url ?? null);
    if (invalid) {
      setError(say(invalid));
      toast.error(say(invalid));
      return;
    }
    if (!image) return; // refused above; this only narrows the type
    setError(null);
    onSubmit({
      prompt: buildImagePrompt(form, values),
      num_images: values.batch,
      image_urls: [image.url],
      tool: 'image-to-coloring',
      options: {
        userPrompt: values.prompt.trim(),
        preserveFaces: values.preserveFaces,
        removeBackground: values.removeBackground,
        upscale: values.upscale,
        isPrivate: values.isPrivate,
        removeWatermark: values.removeWatermark,
        lineWeight: values.lineWeight,
        paperSize: values.paperSize,
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={tool.title}>
      <ImageUpload
        label={form.uploadLabel ?? text.uploadImage}
        value={image}
        error={error}
        onChange={(next) => {
          setImage(next);
          if (next) setError(null);
        }}
      />
      <div>
        <label htmlFor={promptId} className="mb-1.5 block text-sm font-medium">
          {form.promptLabel ?? text.promptOptional}
        </label>
        <Textarea
          id={promptId}
          rows={2}
          value={values.prompt}
          placeholder={form.promptPlaceholder}
          onChange={(event) => set('prompt', event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={text.lineWeight}
          value={values.lineWeight}
          options={lineWeights.map((weight) => ({ value: weight, label: text.lineWeights[weight] }))}
          onChange={(value) => set('lineWeight', value as ImageColouringValues['lineWeight'])}
        />
        <SelectField
          label={text.paper}
          value={values.paperSize}
          options={paperSizes.map((paper) => ({ value: paper, label: text.papers[paper] }))}
          onChange={(value) => set('paperSize', value as ImageColouringValues['paperSize'])}
        />
      </div>
      <BatchField label={form.batch.label} value={values.batch} onChange={(value) => set('batch', value)} />
      <Toggles
        tool={tool}
        values={{
          preserveFaces: values.preserveFaces,
          removeBackground: values.removeBackground,
          upscale: values.upscale,
          isPrivate: values.isPrivate,
          removeWatermark: values.removeWatermark,
        }}
        set={(name, value) => set(name as keyof ImageColouringValues, value as never)}
      />
      <SubmitButton busy={busy} text={form.submitButtonText} batch={values.batch} />
    </form>
  );
}
