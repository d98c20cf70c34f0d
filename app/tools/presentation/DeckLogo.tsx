/**
 * The user's logo for the deck (issue #18 item 2, next to the brand colour): the limits stated before picking, the
 * picture checked and uploaded through the image upload at once (as 'Your pictures'), shown with a remove button.
 * The server draws it in a corner every slide keeps free for it.
 */
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DECK_PICTURE_MAX_PIXELS } from '#contract/presentation';
import { IMAGE_UPLOAD_MAX_MB_DEFAULT } from '#contract/constants';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';
import { uploadFailureMessage, uploadImage, validateImageFile } from '#app/lib/upload';
import { ImagePickButton } from './ImagePickButton';

export function DeckLogo({
  logo,
  onChange,
  beforePick,
  onSignIn,
  disabled,
}: {
  logo: string | null;
  onChange: (logo: string | null) => void;
  /** False when the user must sign in first (the widget asks). */
  beforePick: () => boolean;
  /** The upload answered 401: the widget opens sign-in. */
  onSignIn: () => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const { t, say } = useToolText();
  const text = t.presentation.logo;

  async function pick(file: File) {
    const invalid = validateImageFile(file);
    if (invalid) {
      toast.error(say(invalid));
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (error) {
      if ((error as Error).message === '401' || (error as Error).name === 'UnauthorizedError') onSignIn();
      else toast.error(say(uploadFailureMessage(error, text.uploadFailed)));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">{text.legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {fill(text.hint, { mb: IMAGE_UPLOAD_MAX_MB_DEFAULT, megapixels: DECK_PICTURE_MAX_PIXELS / 1_000_000 })}.
      </p>
      <div className="flex items-center gap-3">
        {logo ? (
          <>
            <img
              src={logo}
              alt={text.alt}
              className="h-12 max-w-40 rounded-lg bg-canvas object-contain p-1 ring-1 ring-line"
            />
            <button
              type="button"
              aria-label={text.remove}
              title={text.removeShort}
              disabled={disabled}
              onClick={() => onChange(null)}
              className="grid size-8 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent [&_svg]:size-4"
            >
              <X />
            </button>
          </>
        ) : null}
        <ImagePickButton
          inputLabel={text.choose}
          text={logo ? text.change : text.add}
          disabled={disabled || uploading}
          uploading={uploading}
          beforePick={beforePick}
          onFiles={([file]) => void pick(file!)}
        />
      </div>
    </fieldset>
  );
}
