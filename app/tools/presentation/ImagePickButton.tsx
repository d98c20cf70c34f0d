/** A hidden PNG/JPEG/WebP file input behind a button that shows the upload in progress ('Your logo', 'Your pictures'). */
import { ImagePlus, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useToolText } from '../shared/text';

export function ImagePickButton({
  inputLabel,
  text,
  multiple = false,
  disabled,
  uploading,
  beforePick,
  onFiles,
}: {
  /** The file input's accessible name. */
  inputLabel: string;
  text: string;
  multiple?: boolean;
  disabled: boolean;
  uploading: boolean;
  /** Asked on click; false stops the picker (e.g. the sign-in dialog opened instead). */
  beforePick: () => boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useToolText();
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          if (beforePick()) inputRef.current?.click();
        }}
        className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-accent-strong ring-1 ring-line hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50 [&_svg]:size-4"
      >
        {uploading ? (
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <ImagePlus aria-hidden />
        )}
        {uploading ? t.presentation.uploading : text}
      </button>
    </>
  );
}
