/**
 * A batch of videos in one go: each file is uploaded in turn and becomes its own watermark task (its own card with
 * its status, progress and result). The marks are detected per video by the engine. Out of credits (-102) opens
 * the pricing modal and stops the files not yet started.
 */
import { CircleCheck, CircleX, Download, LoaderCircle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { entitlementMessages } from '#contract/entitlements';
import { downloadNames, messages } from '#contract/generation';
import { api } from '#app/lib/api';
import { downloadAs } from '#app/lib/download';
import { useSession } from '#app/lib/session';
import { uploadVideo, UploadAbortedError } from '#app/lib/upload';
import { usePricingModal } from '#app/pricing/PricingModal';
import { Button } from '#app/ui/button';
import { PLANS, usePlan } from '../shared/plan';
import { processWatermark, uploadErrorMessage } from './logic';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';

export interface BatchItem {
  id: number;
  name: string;
  status: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
  progress: number;
  url?: string;
  message?: string;
}

export function useWatermarkBatch() {
  const [items, setItems] = useState<BatchItem[]>([]);
  const controller = useRef<AbortController | null>(null);
  const pricing = usePricingModal();
  const session = useSession();
  // The plan's batch size (content/plans): videos in progress at once; the server refuses more, before charging.
  const { entitlements } = usePlan();
  const busy = items.some(
    (item) => item.status === 'waiting' || item.status === 'uploading' || item.status === 'processing',
  );

  const update = (id: number, patch: Partial<BatchItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  /** `total`: the batch's price (cost × files), checked against a fresh balance before any video streams. */
  async function run(files: File[], total: number | null) {
    if (files.length > entitlements.batch) {
      toast.error(entitlementMessages.batch(PLANS, entitlements.batch, files.length));
      return;
    }
    if (total !== null) {
      const fresh = await session.refresh();
      if (fresh && fresh.points.remaining_points < total) {
        pricing.open();
        return;
      }
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const { signal } = abort;
    const started = files.map((file, index) => ({
      id: index + 1,
      name: file.name,
      status: 'waiting' as const,
      progress: 0,
    }));
    setItems(started);
    const tasks: Array<Promise<void>> = [];
    let outOfCredits = false;
    // Uploads one after another (each has the line to itself); the tasks then run side by side on the server.
    for (const [index, file] of files.entries()) {
      const id = index + 1;
      if (signal.aborted) return;
      if (outOfCredits) {
        update(id, { status: 'failed', message: 'Not started: not enough credits.' });
        continue;
      }
      update(id, { status: 'uploading' });
      let url: string;
      try {
        [url] = (await uploadVideo(file, { signal, onProgress: (p) => update(id, { progress: p }) })) as [string];
      } catch (failure) {
        if (failure instanceof UploadAbortedError) return;
        update(id, { status: 'failed', message: uploadErrorMessage(failure) ?? messages.fileUploadFailed });
        continue;
      }
      update(id, { status: 'processing', progress: 0 });
      const task = processWatermark({
        api,
        videoUrl: url,
        signal,
        onProgress: (record) => update(id, { progress: record.progress }),
      }).then((result) => {
        if (result.ok) update(id, { status: 'done', progress: 100, url: result.url });
        else if (result.credits) {
          outOfCredits = true;
          update(id, { status: 'failed', message: 'Not enough credits.' });
        } else if (!result.aborted)
          update(id, { status: 'failed', message: result.message ?? messages.videoProcessingFailed });
      });
      tasks.push(task);
      // The create answers before the next upload starts, so -102 is known before more bytes are sent.
      await Promise.race([task, new Promise((resolve) => setTimeout(resolve, 1500))]);
    }
    await Promise.all(tasks);
    if (outOfCredits) pricing.open();
    void session.refresh();
  }

  return { items, busy, run, clear: () => setItems([]) };
}

export function BatchCards({ items }: { items: BatchItem[] }) {
  const { t, say } = useToolText();
  if (!items.length) return null;
  return (
    <section aria-label={t.watermark.batchSection} className="space-y-3">
      <h4 className="text-sm font-semibold">{fill(t.watermark.batchTitle, { count: items.length })}</h4>
      <ul className="space-y-2">
        {items.map((item) => (
          <li
            key={item.id}
            aria-label={item.name}
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-canvas p-3 ring-1 ring-line"
          >
            {item.status === 'done' ? (
              <CircleCheck aria-hidden className="size-5 text-success" />
            ) : item.status === 'failed' ? (
              <CircleX aria-hidden className="size-5 text-danger" />
            ) : (
              <LoaderCircle aria-hidden className="size-5 animate-spin text-ink-soft motion-reduce:animate-none" />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{item.name}</p>
              <p className="text-xs text-ink-soft" role="status">
                {t.watermark.batchStatus[item.status]}
                {item.status === 'uploading' || item.status === 'processing' ? ` ${Math.round(item.progress)}%` : ''}
                {item.message ? ` — ${say(item.message)}` : ''}
              </p>
            </div>
            {item.url ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() =>
                  void downloadAs(item.url!, downloadNames.video).catch(() => toast.error(messages.noFiles))
                }
              >
                <Download aria-hidden />
                Download
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The extra videos chosen for a batch, each removable. */
export function BatchFileList({
  files,
  onRemove,
  disabled,
}: {
  files: File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  const { entitlements } = usePlan();
  const { t, say } = useToolText();
  if (!files.length) return null;
  // The first video is chosen above the list: the batch is it and these.
  const overLimit = files.length + 1 > entitlements.batch;
  return (
    <>
      {overLimit ? (
        <p className="text-sm text-danger" role="status">
          {fill(t.watermark.chosen, { count: files.length + 1 })}{' '}
          {say(entitlementMessages.batch(PLANS, entitlements.batch, files.length + 1))}
        </p>
      ) : null}
      <ul aria-label={t.watermark.batchList} className="space-y-1.5">
        {files.map((file, index) => (
          <li
            key={`${file.name}-${index}`}
            className="flex items-center gap-2 rounded-xl bg-canvas px-3 py-1.5 text-sm ring-1 ring-line"
          >
            <span className="min-w-0 flex-1 truncate">{file.name}</span>
            <button
              type="button"
              disabled={disabled}
              aria-label={fill(t.watermark.removeFile, { name: file.name })}
              className="rounded-full p-1 text-ink-soft hover:bg-muted"
              onClick={() => onRemove(index)}
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
