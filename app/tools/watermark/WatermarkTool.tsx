/**
 * Watermark remover widget: tabs Paste URL / Upload File and a process button on the left; before and after video
 * panels with labels and a download button on the right. Polls every 2.5 s; more than 240 ticks is a timeout.
 */
import { Download, Eraser } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadNames, messages, type WatermarkToolSection } from '#contract/generation';
import { api } from '#app/lib/api';
import { uploadVideo, UploadAbortedError } from '#app/lib/upload';
import { Button } from '#app/ui/button';
import { Input, Label } from '#app/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs';
import { downloadAs } from '#app/lib/download';
import { CostLabel, useToolCost } from '../shared/cost';
import { useGenerationRun } from '../shared/use-generation-run';
import { FilePicker, ProgressPanel, ToolFrame } from '../shared/ui';
import {
  processWatermark,
  uploadErrorMessage,
  validateWatermarkInput,
  WATERMARK_SUCCESS,
  type WatermarkTab,
} from './logic';

export function WatermarkTool({ section }: { section: WatermarkToolSection }) {
  const generation = useGenerationRun<{ before: string; after: string }>();
  const { view, busy } = generation;
  const cost = useToolCost('watermark');
  const [tab, setTab] = useState<WatermarkTab>('paste');
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function process() {
    const invalid = validateWatermarkInput(tab, pasted, file);
    setError(invalid);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    if (!generation.requireSignIn(() => void process())) return;
    const upload = tab === 'upload' ? file : null;
    await generation.run(async ({ signal, onProgress, setProgress }) => {
      let source = pasted.trim();
      if (upload) {
        setProgress(0, 'upload');
        try {
          const urls = await uploadVideo(upload, { signal, onProgress: (p) => setProgress(p, 'upload') });
          source = urls[0]!;
        } catch (failure) {
          if (failure instanceof UploadAbortedError) return { ok: false, message: null, aborted: true };
          const message = uploadErrorMessage(failure);
          if (!message) generation.askToSignIn(() => void process());
          return { ok: false, message };
        }
        setProgress(0);
      }
      const result = await processWatermark({ api, videoUrl: source, signal, onProgress });
      if (!result.ok) return result;
      toast.success(WATERMARK_SUCCESS);
      return { ok: true, before: source, after: result.url };
    });
  }

  const { paste, upload } = section.input;
  const form = (
    <form
      noValidate
      className="space-y-5"
      aria-label="Watermark remover"
      onSubmit={(event) => {
        event.preventDefault();
        void process();
      }}
    >
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as WatermarkTab);
          setError(null);
        }}
      >
        <TabsList className="w-full">
          <TabsTrigger value="paste" className="flex-1">
            {paste.title}
          </TabsTrigger>
          <TabsTrigger value="upload" className="flex-1">
            {upload.title}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="paste" className="mt-5 space-y-1.5">
          <Label htmlFor="watermark-url">{paste.label}</Label>
          <Input
            id="watermark-url"
            type="url"
            inputMode="url"
            value={pasted}
            placeholder={paste.placeholder}
            disabled={busy}
            onChange={(e) => setPasted(e.target.value)}
            aria-invalid={Boolean(error)}
          />
          {paste.description ? <p className="text-xs text-ink-soft">{paste.description}</p> : null}
        </TabsContent>
        <TabsContent value="upload" className="mt-5">
          <FilePicker
            label={upload.label}
            hint={upload.description}
            accept="video/*"
            fileName={file?.name}
            onFile={setFile}
            disabled={busy}
          />
        </TabsContent>
      </Tabs>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Eraser aria-hidden />
        {busy ? (
          section.output.loadingText
        ) : (
          <>
            {section.processButton} <CostLabel credits={cost} />
          </>
        )}
      </Button>
    </form>
  );

  const before = view.status === 'done' ? view.result.before : section.output.beforeVideoUrl;
  const after = view.status === 'done' ? view.result.after : section.output.afterVideoUrl;
  const result = (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">{section.output.title}</h3>
      {view.status === 'loading' ? (
        <ProgressPanel
          text={view.phase === 'upload' ? 'Uploading your video…' : section.output.loadingText}
          progress={view.progress}
        />
      ) : (
        <>
          {view.status === 'error' ? (
            <p role="alert" className="text-sm text-danger">
              {view.message}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {[
              { label: section.output.beforeLabel, src: before },
              { label: section.output.afterLabel, src: after },
            ].map((panel) => (
              <figure key={panel.label} className="space-y-2">
                <figcaption className="text-sm font-medium text-ink-soft">{panel.label}</figcaption>
                {panel.src ? (
                  <video
                    src={panel.src}
                    controls
                    muted
                    loop
                    playsInline
                    aria-label={panel.label}
                    className="aspect-video w-full rounded-2xl bg-ink"
                  />
                ) : (
                  <div className="grid aspect-video w-full place-items-center rounded-2xl bg-muted text-sm text-ink-soft">
                    {panel.label}
                  </div>
                )}
              </figure>
            ))}
          </div>
          <div className="flex justify-center">
            <Button
              type="button"
              variant="secondary"
              disabled={view.status !== 'done'}
              onClick={() =>
                view.status === 'done' &&
                void downloadAs(view.result.after, downloadNames.video).catch(() => toast.error(messages.noFiles))
              }
            >
              <Download aria-hidden />
              {section.output.downloadButton}
            </Button>
          </div>
        </>
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
    />
  );
}
