/**
 * Watermark remover widget: tabs Paste URL / Upload File and a process button on the left; before and after video
 * panels with labels and a download button on the right. Polls every 2.5 s; more than 240 ticks is a timeout.
 */
import { Download, Eraser } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { NO_WATERMARK_DETECTED } from '#contract/watermark-preview';
import { RegionEditor } from './RegionEditor';
import { fetchPreview, toRequestRegions, type EditableRegion } from './regions';
import { BatchCards, BatchFileList, useWatermarkBatch } from './WatermarkBatch';
import { downloadNames, type WatermarkToolSection } from '#contract/generation';
import { api } from '#app/lib/api';
import { uploadVideo, UploadAbortedError } from '#app/lib/upload';
import { Button } from '#app/ui/button';
import { Input, Label } from '#app/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs';
import { downloadAs } from '#app/lib/download';
import { CostLabel, useToolCost } from '../shared/cost';
import { useGenerationRun } from '../shared/use-generation-run';
import { FilePicker, ProgressPanel, ToolFrame } from '../shared/ui';
import { usePlan } from '../shared/plan';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';
import {
  processWatermark,
  uploadErrorMessage,
  validateWatermarkInput,
  watermarkLimitsLine,
  WATERMARK_SUCCESS,
  type WatermarkTab,
} from './logic';

export function WatermarkTool({ section }: { section: WatermarkToolSection }) {
  const cost = useToolCost('watermark');
  const plan = usePlan();
  const generation = useGenerationRun<{ before: string; after: string }>(cost);
  const { view, busy } = generation;
  const { t, say } = useToolText();
  const [tab, setTab] = useState<WatermarkTab>('paste');
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function process() {
    const invalid = validateWatermarkInput(tab, pasted, file);
    setError(invalid);
    if (invalid) {
      toast.error(say(invalid));
      return;
    }
    if (!generation.requireSignIn(() => void process())) return;
    const upload = tab === 'upload' ? file : null;
    await generation.run(async ({ signal, onProgress, setProgress }) => {
      let source = pasted.trim();
      if (upload) {
        // Issue #22 item 7: a short balance is said before the video streams, not after.
        const short = await generation.checkCredits();
        if (short) return short;
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
      toast.success(say(WATERMARK_SUCCESS));
      return { ok: true, before: source, after: result.url };
    });
  }

  // ---- The preview (issue #16): the detected boxes on a frame, adjustable before processing; free.
  const [preview, setPreview] = useState<{
    source: string;
    frameUrl: string;
    frame: { width: number; height: number };
    message: string | null;
  } | null>(null);
  const [regions, setRegions] = useState<EditableRegion[]>([]);
  const [regionsEdited, setRegionsEdited] = useState(false);
  const [previewBusy, setPreviewBusy] = useState(false);
  const [batchFiles, setBatchFiles] = useState<File[]>([]);
  const batch = useWatermarkBatch();
  const batchCount = tab === 'upload' && file ? 1 + batchFiles.length : 1;
  const batchCost = useToolCost('watermark', batchCount);
  const working = busy || previewBusy || batch.busy;

  function forgetPreview() {
    setPreview(null);
    setRegions([]);
    setRegionsEdited(false);
  }

  async function findWatermark() {
    const invalid = validateWatermarkInput(tab, pasted, file);
    setError(invalid);
    if (invalid) {
      toast.error(say(invalid));
      return;
    }
    if (!generation.requireSignIn(() => void findWatermark())) return;
    setPreviewBusy(true);
    try {
      let source = pasted.trim();
      if (tab === 'upload' && file) {
        try {
          source = (await uploadVideo(file))[0]!;
        } catch (failure) {
          const message = uploadErrorMessage(failure);
          if (message) toast.error(say(message));
          else generation.askToSignIn(() => void findWatermark());
          return;
        }
      }
      const outcome = await fetchPreview(source);
      if (!outcome.ok) {
        if (outcome.unauthorized) generation.askToSignIn(() => void findWatermark());
        else if (outcome.message) toast.error(say(outcome.message));
        return;
      }
      const { preview: found } = outcome;
      setPreview({
        source,
        frameUrl: found.frame_url,
        frame: { width: found.width, height: found.height },
        message: found.message,
      });
      setRegions(outcome.regions);
      setRegionsEdited(false);
    } finally {
      setPreviewBusy(false);
    }
  }

  /**
   * Processing a previewed video: the upload is reused. Boxes the user changed (or drew) are sent as `regions`;
   * untouched detected boxes are not, so the engine's own detection (which follows marks over the whole video, also
   * when they move) decides.
   */
  async function processPreviewed(shown: NonNullable<typeof preview>) {
    await generation.run(async ({ signal, onProgress }) => {
      const result = await processWatermark({
        api,
        videoUrl: shown.source,
        regions: regionsEdited && regions.length ? toRequestRegions(regions) : undefined,
        signal,
        onProgress,
      });
      if (!result.ok) return result;
      toast.success(say(WATERMARK_SUCCESS));
      return { ok: true, before: shown.source, after: result.url };
    });
  }

  function submit() {
    if (tab === 'upload' && file && batchFiles.length) {
      if (!generation.requireSignIn(() => submit())) return;
      forgetPreview();
      void batch.run([file, ...batchFiles], batchCost);
    } else if (preview) void processPreviewed(preview);
    else void process();
  }

  const { paste, upload } = section.input;
  const form = (
    <form
      noValidate
      className="space-y-5"
      aria-label={t.watermark.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as WatermarkTab);
          setError(null);
          forgetPreview();
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
            onChange={(e) => {
              setPasted(e.target.value);
              forgetPreview();
            }}
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
            onFile={(picked) => {
              setFile(picked);
              forgetPreview();
            }}
            disabled={working}
          />
          {file ? (
            <div className="mt-3 space-y-2">
              <BatchFileList
                files={batchFiles}
                disabled={working}
                onRemove={(index) => setBatchFiles((list) => list.filter((_, i) => i !== index))}
              />
              <label className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-medium text-accent hover:underline">
                <input
                  type="file"
                  accept="video/*"
                  multiple
                  className="sr-only"
                  disabled={working}
                  aria-label={t.watermark.addMore}
                  onChange={(event) => {
                    const picked = Array.from(event.target.files ?? []);
                    event.target.value = '';
                    if (!picked.length) return;
                    forgetPreview();
                    setBatchFiles((list) => [...list, ...picked].slice(0, 9));
                  }}
                />
                + {t.watermark.addMore}
              </label>
            </div>
          ) : null}
        </TabsContent>
      </Tabs>
      <p className="text-xs text-ink-soft" data-testid="watermark-limits">
        {say(watermarkLimitsLine(plan))}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {say(error)}
        </p>
      ) : null}
      {batchFiles.length && tab === 'upload' && file ? (
        <p className="text-xs text-ink-soft">{t.watermark.batchNote}</p>
      ) : preview ? (
        <div className="space-y-2">
          <p className="text-sm font-medium" role="status">
            {regions.length
              ? fill(regions.length === 1 ? t.watermark.box : t.watermark.boxes, { count: regions.length })
              : say(preview.message ?? NO_WATERMARK_DETECTED)}
          </p>
          <RegionEditor
            frameUrl={preview.frameUrl}
            frame={preview.frame}
            regions={regions}
            disabled={working}
            onChange={(next) => {
              setRegions(next);
              setRegionsEdited(true);
            }}
          />
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          disabled={working}
          onClick={() => void findWatermark()}
        >
          {previewBusy ? t.watermark.finding : t.watermark.find}
        </Button>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={working}>
        <Eraser aria-hidden />
        {busy ? (
          section.output.loadingText
        ) : (
          <>
            {section.processButton} <CostLabel credits={batchCount > 1 ? batchCost : cost} />
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
          text={view.phase === 'upload' ? t.watermark.uploadingVideo : section.output.loadingText}
          progress={view.progress}
        />
      ) : (
        <>
          {view.status === 'error' ? (
            <p role="alert" className="text-sm text-danger">
              {say(view.message)}
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
          <BatchCards items={batch.items} />
          <div className="flex justify-center">
            <Button
              type="button"
              variant="secondary"
              disabled={view.status !== 'done'}
              onClick={() =>
                view.status === 'done' &&
                void downloadAs(view.result.after, downloadNames.video).catch(() => toast.error(t.spec.noFiles))
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
      recent={{ tool: 'watermark', refreshKey: view.status }}
    />
  );
}
