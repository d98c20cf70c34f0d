/**
 * Headshot / image generator widget: photo + fields (merged into the prompt template) on the left (4/10), the
 * result on the right (6/10) with a before/after slider starting at 50% and a download as image.webp.
 * Polls every 2.5 s, at most 30 ticks; polling stops when the user leaves.
 */
import { Download, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { applyPromptTemplate, downloadNames, type HeadshotToolSection } from '#contract/generation';
import { IMAGE_UPLOAD_MAX_MB_DEFAULT } from '#contract/constants';
import { api } from '#app/lib/api';
import { validateImageFile } from '#app/lib/upload';
import { BeforeAfterSlider } from '#app/sections/BeforeAfterSlider';
import { Button } from '#app/ui/button';
import { Input, Label } from '#app/ui/input';
import { downloadAs } from '#app/lib/download';
import { readAsDataUrl } from '../shared/hooks';
import { CostLabel, useToolCost } from '../shared/cost';
import { useGenerationRun } from '../shared/use-generation-run';
import { FilePicker, ProgressPanel, SelectField, ToolFrame } from '../shared/ui';
import { generateHeadshot } from './logic';
import { useToolText } from '../shared/text';

/** The pixel size of an image once loaded; the usual 4:5 portrait when it cannot be read. */
function naturalSize(url: string): Promise<{ width: number; height: number }> {
  const portrait = { width: 1024, height: 1280 };
  return new Promise((resolve) => {
    // An image that never answers (no load nor error event) must not keep the result from showing.
    const fallback = setTimeout(() => resolve(portrait), 5_000);
    const image = new Image();
    image.onload = () => {
      clearTimeout(fallback);
      resolve(
        image.naturalWidth && image.naturalHeight
          ? { width: image.naturalWidth, height: image.naturalHeight }
          : portrait,
      );
    };
    image.onerror = () => {
      clearTimeout(fallback);
      resolve(portrait);
    };
    image.src = url;
  });
}

const frame = (size: { width: number; height: number }) => ({ width: size.width, height: size.height });

export function HeadshotTool({ section }: { section: HeadshotToolSection }) {
  const cost = useToolCost('headshot');
  const generation = useGenerationRun<{ url: string; before: string; width: number; height: number }>(cost);
  const { view, busy } = generation;
  const { t, say } = useToolText();
  const [image, setImage] = useState<{ dataUrl: string; name: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      section.fields.map((f) => [f.name, f.kind === 'select' ? (f.default ?? f.options[0]!) : f.default]),
    ),
  );
  const allPrompt = useMemo(
    () => applyPromptTemplate(section.promptTemplate, values),
    [section.promptTemplate, values],
  );

  async function pick(file: File) {
    const invalid = file.type.startsWith('image/')
      ? validateImageFile(file, IMAGE_UPLOAD_MAX_MB_DEFAULT)
      : t.upload.onlyImages;
    if (invalid) {
      setImageError(say(invalid));
      toast.error(say(invalid));
      return;
    }
    try {
      setImage({ dataUrl: await readAsDataUrl(file), name: file.name });
      setImageError(null);
    } catch {
      toast.error(t.spec.imageUploadFailed);
    }
  }

  async function generate() {
    if (!image) {
      setImageError(t.spec.selectImage);
      toast.error(t.spec.selectImage);
      return;
    }
    if (!generation.requireSignIn(() => void generate())) return;
    const before = image.dataUrl;
    await generation.run(async ({ signal, onProgress }) => {
      const result = await generateHeadshot({ api, image: before, prompt: allPrompt, signal, onProgress });
      if (!result.ok) return result;
      // The crop the user chose (4:5 or 1:1) sets the comparison's frame: the result's own size, read once loaded.
      const size = await naturalSize(result.url);
      return { ok: true, url: result.url, before: result.before ?? before, ...size };
    });
  }

  async function download(url: string) {
    try {
      await downloadAs(url, downloadNames.image);
    } catch {
      toast.error(t.spec.noFiles);
    }
  }

  const form = (
    <form
      noValidate
      className="space-y-5"
      aria-label={t.headshot.form}
      onSubmit={(event) => {
        event.preventDefault();
        void generate();
      }}
    >
      <FilePicker
        label={section.uploadLabel}
        hint={section.uploadHint}
        accept="image/*"
        preview={image?.dataUrl}
        fileName={image?.name}
        onFile={(file) => void pick(file)}
        disabled={busy}
        error={imageError}
      />
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
        ) : (
          <div key={field.name} className="space-y-1.5">
            <Label htmlFor={`headshot-${field.name}`}>{field.label}</Label>
            <Input
              id={`headshot-${field.name}`}
              value={values[field.name] ?? ''}
              placeholder={field.placeholder}
              disabled={busy}
              onChange={(e) => setValues((s) => ({ ...s, [field.name]: e.target.value }))}
            />
          </div>
        ),
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Sparkles aria-hidden />
        {busy ? (
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
      <ProgressPanel text={t.headshot.creating} progress={view.progress} />
    ) : view.status === 'done' ? (
      <div className="space-y-4">
        <h3 className="text-lg font-semibold">{section.resultTitle}</h3>
        <BeforeAfterSlider
          className="mx-auto max-w-md"
          label={t.headshot.compare}
          before={{ src: view.result.before, alt: t.headshot.original, ...frame(view.result), label: t.before }}
          after={{ src: view.result.url, alt: t.headshot.generated, ...frame(view.result), label: t.after }}
        />
        <div className="flex justify-center">
          <Button type="button" variant="secondary" onClick={() => void download(view.result.url)}>
            <Download aria-hidden />
            {t.download}
          </Button>
        </div>
      </div>
    ) : section.sample ? (
      <div className="space-y-3">
        {view.status === 'error' ? (
          <p role="alert" className="text-center text-sm text-danger">
            {say(view.message)}
          </p>
        ) : null}
        <BeforeAfterSlider
          className="mx-auto max-w-md"
          label={t.headshot.exampleCompare}
          before={{ ...section.sample.before, label: t.before }}
          after={{ ...section.sample.after, label: t.after }}
        />
        <p className="text-center text-sm text-ink-soft">{t.headshot.exampleNote}</p>
      </div>
    ) : (
      <div className="flex h-full min-h-72 items-center justify-center text-center text-ink-soft">
        {view.status === 'error' ? (
          <p role="alert" className="text-danger">
            {say(view.message)}
          </p>
        ) : (
          <p>{t.headshot.placeholder}</p>
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
      recent={{ tool: 'headshot', refreshKey: view.status }}
    />
  );
}
