/**
 * 'Add Media' (URL import) and 'Upload Media File' (MP4 upload with real progress and cancel). Neither can be
 * closed while its work is in progress. Both end in `createTask(url, title)`, owned by the screen.
 */
import { FileVideo, UploadCloud } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { VIDEO_UPLOAD_MIME_TYPE } from '#contract/constants';
import { LANGUAGE_NAMES, LIBRARY_MESSAGES, type LanguageCode } from '#contract/library';
import { fill } from '#app/i18n/fill';
import { UnauthorizedError } from '../lib/api';
import { uploadVideo, UploadAbortedError } from '../lib/upload';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Input, Label } from '../ui/input';
import { useLibraryText } from './text';

/** Resolves true when the task was created (the dialog then closes). */
export type CreateTask = (url: string, title?: string, language?: LanguageCode) => Promise<boolean>;

/** The server's default upload limit (VIDEO_UPLOAD_MAX_MB), stated before an upload starts; the server enforces it. */
export const VIDEO_UPLOAD_MAX_MB = 100;

/**
 * The spoken language of an import: Auto (the engine detects it) or one language. Offline recognition is English
 * only, which the hint says plainly (the server refuses another language before charging).
 */
function SpokenLanguageField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: LanguageCode | 'auto';
  onChange: (value: LanguageCode | 'auto') => void;
  disabled: boolean;
}) {
  const { t, language } = useLibraryText();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t.dialogs.spokenLanguage}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as LanguageCode | 'auto')}
        disabled={disabled}
        className="h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm"
      >
        <option value="auto">{t.dialogs.autoDetect}</option>
        {(Object.keys(LANGUAGE_NAMES) as LanguageCode[]).map((code) => (
          <option key={code} value={code}>
            {language(code)}
          </option>
        ))}
      </select>
      <p className="text-xs text-ink-soft">{t.dialogs.englishOnly}</p>
    </div>
  );
}

interface DialogBaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  createTask: CreateTask;
}

export function AddMediaDialog({ open, onOpenChange, createTask }: DialogBaseProps) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<LanguageCode | 'auto'>('auto');
  const [busy, setBusy] = useState(false);
  const { t } = useLibraryText();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      toast.warning(t.spec.enterUrl);
      return;
    }
    setBusy(true);
    try {
      if (await createTask(url.trim(), title.trim() || undefined, language === 'auto' ? undefined : language)) {
        setUrl('');
        setTitle('');
        onOpenChange(false);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.dialogs.addTitle}
      description={t.dialogs.addDescription}
      dismissible={!busy}
      closeLabel={t.dialogs.close}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="media-url">{t.dialogs.mediaUrl}</Label>
          <Input
            id="media-url"
            type="url"
            inputMode="url"
            placeholder="https://example.com/video.mp4"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            disabled={busy}
            autoFocus
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="media-title">{t.dialogs.titleOptional}</Label>
          <Input
            id="media-title"
            placeholder={t.spec.untitled}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            disabled={busy}
            maxLength={200}
          />
        </div>
        <SpokenLanguageField id="media-language" value={language} onChange={setLanguage} disabled={busy} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {t.dialogs.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.dialogs.importing : t.dialogs.import}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function UploadMediaDialog({ open, onOpenChange, createTask }: DialogBaseProps) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<LanguageCode | 'auto'>('auto');
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'creating'>('idle');
  const [progress, setProgress] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = phase !== 'idle';
  const { t, say, size } = useLibraryText();

  const reset = () => {
    setFile(null);
    setTitle('');
    setProgress(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (chosen: File | null) => {
    if (chosen && chosen.type !== VIDEO_UPLOAD_MIME_TYPE) {
      toast.error(t.dialogs.onlyMp4);
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      return;
    }
    // Said before the upload starts, not after 100 MB went over the wire (the server checks again).
    if (chosen && chosen.size > VIDEO_UPLOAD_MAX_MB * 1024 * 1024) {
      toast.error(fill(t.spec.tooLarge, { mb: VIDEO_UPLOAD_MAX_MB }));
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.warning(t.spec.selectFile);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase('uploading');
    setProgress(0);
    try {
      let urls: string[];
      try {
        urls = await uploadVideo(file, { onProgress: setProgress, signal: controller.signal });
      } catch (error) {
        if (error instanceof UploadAbortedError) toast.info(t.upload.cancelled);
        else if (error instanceof UnauthorizedError) throw error;
        else toast.error(say(error instanceof Error ? error.message : LIBRARY_MESSAGES.importUnknown));
        return;
      }
      const url = urls[0];
      if (!url) {
        toast.error(t.spec.noFileUrl);
        return;
      }
      setPhase('creating');
      if (await createTask(url, title.trim() || undefined, language === 'auto' ? undefined : language)) {
        reset();
        onOpenChange(false);
      }
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(t.spec.importUnknown);
    } finally {
      abortRef.current = null;
      setPhase('idle');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.dialogs.uploadTitle}
      description={fill(t.dialogs.uploadDescription, { mb: VIDEO_UPLOAD_MAX_MB })}
      dismissible={!busy}
      closeLabel={t.dialogs.close}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label
          htmlFor="media-file"
          className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line bg-surface px-4 py-8 text-center hover:border-accent"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (!busy) choose(e.dataTransfer.files[0] ?? null);
          }}
        >
          {file ? (
            <FileVideo className="size-8 text-accent" aria-hidden />
          ) : (
            <UploadCloud className="size-8 text-ink-soft" aria-hidden />
          )}
          <span className="text-sm font-medium text-ink">{file ? file.name : t.dialogs.chooseFile}</span>
          <span className="text-xs text-ink-soft">
            {file ? size(file.size) : fill(t.dialogs.fileRule, { mb: VIDEO_UPLOAD_MAX_MB })}
          </span>
        </label>
        <input
          ref={inputRef}
          id="media-file"
          aria-label={t.dialogs.fileLabel}
          type="file"
          accept="video/mp4"
          className="sr-only"
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        <div className="space-y-1.5">
          <Label htmlFor="upload-title">{t.dialogs.titleOptional}</Label>
          <Input
            id="upload-title"
            placeholder={t.spec.untitled}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            disabled={busy}
            maxLength={200}
          />
        </div>
        <SpokenLanguageField id="upload-language" value={language} onChange={setLanguage} disabled={busy} />
        {busy ? (
          <div className="space-y-1.5">
            <div className="flex justify-between text-xs text-ink-soft">
              <span>{phase === 'uploading' ? t.dialogs.uploading : t.dialogs.creating}</span>
              <span className="tabular-nums">{progress}%</span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={t.dialogs.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          {phase === 'uploading' ? (
            <Button variant="ghost" onClick={() => abortRef.current?.abort()}>
              {t.dialogs.cancelUpload}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
              {t.dialogs.cancel}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t.dialogs.uploading : t.dialogs.upload}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface DeleteTaskDialogProps {
  title: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteTaskDialog({ title, onCancel, onConfirm }: DeleteTaskDialogProps) {
  const { t, title: shownTitle } = useLibraryText();
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t.dialogs.deleteTitle}
      description={title ? fill(t.dialogs.deleteDescription, { title: shownTitle(title) }) : undefined}
      closeLabel={t.dialogs.close}
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t.dialogs.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t.dialogs.delete}
        </Button>
      </div>
    </Dialog>
  );
}
