/**
 * One image, uploaded as soon as it is chosen (GET /api/file/auth + the signed upload via `uploadImage`):
 * png/jpeg/webp, 10 MB by default, a progress bar and a Cancel button (abort). A 401 opens the sign-in modal
 * (the API client announces it); other failures say 'Authentication request failed' or 'Image upload failed.'
 */
import { ImageUp, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { colouringMessages } from '#contract/colouring';
import { IMAGE_UPLOAD_MAX_MB_DEFAULT } from '#contract/constants';
import { UnauthorizedError } from '#app/lib/api';
import { useSession } from '#app/lib/session';
import { UploadAbortedError, uploadImage, validateImageFile } from '#app/lib/upload';
import { Button } from '#app/ui/button';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';

export interface UploadedImage {
  url: string;
  name: string;
  preview: string;
}

interface Props {
  label: string;
  value: UploadedImage | null;
  onChange: (value: UploadedImage | null) => void;
  maxMb?: number;
  error?: string | null;
}

export function ImageUpload({ label, value, onChange, maxMb = IMAGE_UPLOAD_MAX_MB_DEFAULT, error }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const { user, openSignIn } = useSession();
  const { t, say } = useToolText();
  const text = t.colouring.upload;

  useEffect(() => () => abortRef.current?.abort(), []);

  /** `afterSignIn`: called back by the sign-in dialog, whose closure still sees the user as signed out. */
  async function start(file: File, afterSignIn = false) {
    const invalid = validateImageFile(file, maxMb);
    if (invalid) {
      setMessage(say(invalid));
      toast.error(say(invalid));
      return;
    }
    if (!user && !afterSignIn) {
      openSignIn({ onSignedIn: () => void start(file, true) });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setMessage(null);
    setProgress(0);
    try {
      const url = await uploadImage(file, { onProgress: setProgress, signal: controller.signal });
      onChange({ url, name: file.name, preview: url });
    } catch (failure) {
      if (failure instanceof UploadAbortedError) return;
      if (failure instanceof UnauthorizedError || (failure as Error).message === '401') {
        openSignIn({ onSignedIn: () => void start(file, true) });
        return;
      }
      const failed =
        (failure as Error).message === colouringMessages.authFailed
          ? colouringMessages.authFailed
          : colouringMessages.uploadFailed;
      setMessage(say(failed));
      toast.error(say(failed));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  }

  const shown = message ?? error ?? null;
  return (
    <div>
      <span className="mb-2 block text-sm font-medium">{label}</span>
      {value ? (
        <div className="relative overflow-hidden rounded-2xl bg-muted ring-1 ring-line">
          <img
            src={value.preview}
            alt={fill(text.uploaded, { name: value.name })}
            className="mx-auto max-h-56 w-auto object-contain"
          />
          <Button
            variant="secondary"
            size="sm"
            className="absolute right-2 top-2"
            onClick={() => onChange(null)}
            aria-label={text.remove}
          >
            <X aria-hidden /> {text.removeShort}
          </Button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
            dragging ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:bg-muted'
          }`}
        >
          {progress === null ? (
            <ImageUp className="size-7 text-ink-soft" aria-hidden />
          ) : (
            <LoaderCircle className="size-7 animate-spin text-accent motion-reduce:animate-none" aria-hidden />
          )}
          <span className="text-sm font-medium">
            {progress === null ? text.drop : fill(text.uploading, { percent: progress })}
          </span>
          <span className="text-xs text-ink-soft">{fill(text.hint, { mb: maxMb })}</span>
        </label>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label={label}
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {progress !== null ? (
        <div className="mt-3 flex items-center gap-3">
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={text.progress}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
            {text.cancel}
          </Button>
        </div>
      ) : null}
      {shown ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
