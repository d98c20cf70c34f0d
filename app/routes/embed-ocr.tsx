/**
 * Our OCR demo (`/embed/ocr`, embedded by the ocr-demo section): pick an image, read its text in the browser
 * with tesseract.js. Worker, wasm core and English data come from our own origin (/ocr/*), never the network.
 * The image is prepared first (small text enlarged, light evened out, a white margin: app/lib/ocr/prepare.ts) and
 * read as a page of whole lines; below a confidence floor the page says no readable text was found
 * (app/lib/ocr/read.ts). bench/ocr-accuracy.ts scores the same steps against known text.
 */
import { FileImage, Loader2, ScanText } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { fitWithin, prepareForOcr } from '../lib/ocr/prepare';
import { NO_TEXT_MESSAGE, OCR_PARAMETERS, readingOf } from '../lib/ocr/read';
import { seoMeta } from '../lib/seo';
import { Button } from '../ui/button';

export const handle = { bare: true };

export const meta = () => [
  ...seoMeta({
    title: 'OCR demo',
    description: 'Read the text in an image, right in your browser, with nothing uploaded.',
    path: '/embed/ocr',
  }),
  { name: 'robots', content: 'noindex' },
];

/** tesseract.js reports named stages; these weigh them into one 0–100 bar. */
const STAGES: Record<string, [number, number]> = {
  'preparing the image': [0, 5],
  'loading tesseract core': [5, 10],
  'initializing tesseract': [10, 15],
  'loading language traineddata': [15, 35],
  'initializing api': [35, 40],
  'recognizing text': [40, 100],
};

export function overallProgress(status: string, progress: number): number | null {
  const range = STAGES[status];
  if (!range) return null;
  return Math.round(range[0] + (range[1] - range[0]) * Math.min(1, Math.max(0, progress)));
}

type State =
  | { kind: 'idle' }
  | { kind: 'working'; status: string; percent: number }
  | { kind: 'done'; text: string; confidence: number }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

/**
 * The file drawn at a size the preparation accepts (upright, as the camera meant it), prepared, and put on a
 * canvas for tesseract.js.
 */
async function preparedCanvas(file: File): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitWithin(bitmap.width, bitmap.height);
  const source = document.createElement('canvas');
  source.width = size.width;
  source.height = size.height;
  const sourceContext = source.getContext('2d', { willReadFrequently: true });
  if (!sourceContext) throw new Error('no 2d canvas');
  sourceContext.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const ready = prepareForOcr(sourceContext.getImageData(0, 0, size.width, size.height));
  const canvas = document.createElement('canvas');
  canvas.width = ready.width;
  canvas.height = ready.height;
  canvas.getContext('2d')?.putImageData(new ImageData(ready.data, ready.width, ready.height), 0, 0);
  return canvas;
}

export default function EmbedOcr() {
  const inputId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  async function recognize(file: File) {
    if (!file.type.startsWith('image/')) {
      setState({ kind: 'error', message: 'Please choose an image file (PNG, JPG or WebP).' });
      return;
    }
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = URL.createObjectURL(file);
    setPreview(previewRef.current);
    setState({ kind: 'working', status: 'preparing the image', percent: 0 });
    try {
      // Let the bar paint before the preparation takes the main thread for a moment.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const image = await preparedCanvas(file);
      const { createWorker, OEM } = await import('tesseract.js');
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        workerPath: '/ocr/worker.min.js',
        corePath: '/ocr/core',
        langPath: '/ocr/lang',
        gzip: true,
        cacheMethod: 'none',
        workerBlobURL: false,
        logger: (message: { status: string; progress: number }) => {
          const percent = overallProgress(message.status, message.progress);
          if (percent !== null) setState({ kind: 'working', status: message.status, percent });
        },
      });
      try {
        await worker.setParameters(OCR_PARAMETERS);
        const { data } = await worker.recognize(image);
        const reading = readingOf(data);
        setState(
          reading.kind === 'text'
            ? { kind: 'done', text: reading.text, confidence: reading.confidence }
            : { kind: 'none' },
        );
      } finally {
        await worker.terminate();
      }
    } catch (error) {
      console.error('OCR failed', error);
      setState({ kind: 'error', message: 'Could not read this image. Please try another one.' });
    }
  }

  const working = state.kind === 'working';
  return (
    <div className="min-h-dvh bg-surface p-5 sm:p-8">
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <h1 className="flex items-center gap-2 text-2xl font-semibold">
            <ScanText className="size-6 text-accent" aria-hidden /> Image to text
          </h1>
          <p className="text-sm text-ink-soft">Runs entirely in your browser: the image never leaves your device.</p>
          <label
            htmlFor={inputId}
            className="flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-3xl border-2 border-dashed border-line bg-canvas text-center hover:border-accent"
          >
            {preview ? (
              <img src={preview} alt="The image to read" className="size-full object-contain" />
            ) : (
              <>
                <FileImage className="size-8 text-accent" aria-hidden />
                <span className="font-medium">Choose an image</span>
                <span className="text-sm text-ink-soft">PNG, JPG or WebP with printed text</span>
              </>
            )}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="Image to read"
            className="sr-only"
            disabled={working}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void recognize(file);
            }}
          />
          <Button asChild variant="secondary" className={working ? 'pointer-events-none opacity-50' : ''}>
            <label htmlFor={inputId}>{preview ? 'Choose another image' : 'Upload an image'}</label>
          </Button>
        </div>
        <div className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Text found</h2>
          {state.kind === 'working' ? (
            <div className="space-y-2" aria-live="polite">
              <Progress.Root
                value={state.percent}
                max={100}
                aria-label="Recognition progress"
                className="h-3 overflow-hidden rounded-full bg-muted"
              >
                <Progress.Indicator
                  className="h-full bg-accent transition-[width] duration-200"
                  style={{ width: `${state.percent}%` }}
                />
              </Progress.Root>
              <p className="flex items-center gap-2 text-sm text-ink-soft">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                <span className="first-letter:uppercase">{state.status}</span> · {state.percent}%
              </p>
            </div>
          ) : null}
          {state.kind === 'error' ? (
            <p role="alert" className="text-sm text-danger">
              {state.message}
            </p>
          ) : null}
          {state.kind === 'done' ? (
            <>
              <pre
                data-testid="ocr-text"
                className="min-h-40 flex-1 whitespace-pre-wrap rounded-2xl bg-canvas p-4 font-sans text-sm ring-1 ring-line"
              >
                {state.text}
              </pre>
              <p className="text-xs text-ink-soft">Confidence {state.confidence}%</p>
              <Button
                variant="secondary"
                onClick={() => void navigator.clipboard?.writeText(state.text)}
                disabled={!state.text}
              >
                Copy text
              </Button>
            </>
          ) : null}
          {state.kind === 'none' ? (
            <div data-testid="ocr-none" role="status" className="rounded-2xl bg-canvas p-4 text-sm ring-1 ring-line">
              <p className="font-medium">{NO_TEXT_MESSAGE}</p>
              <p className="mt-1 text-ink-soft">
                Try a sharp, well-lit photo of printed text, taken straight on, or a screenshot.
              </p>
            </div>
          ) : null}
          {state.kind === 'idle' ? (
            <p className="rounded-2xl bg-canvas p-4 text-sm text-ink-soft ring-1 ring-line">
              The text will appear here.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
