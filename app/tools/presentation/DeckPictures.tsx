/**
 * The user's own pictures for the deck (issue #18 item 3, uploads): the limits stated before picking, each picture
 * checked and uploaded through the image upload at once, shown with a caption to edit and a remove button. The
 * server places them on the slides their captions match (the outline editor can move them).
 */
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DECK_PICTURE_MAX_PIXELS, DECK_PICTURES_MAX, type DeckPicture } from '#contract/presentation';
import { IMAGE_UPLOAD_MAX_MB_DEFAULT } from '#contract/constants';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';
import { uploadFailureMessage, uploadImage } from '#app/lib/upload';
import { ImagePickButton } from './ImagePickButton';
import { Input, Label } from '#app/ui/input';
import { validateDeckPictures } from './logic';

export function DeckPictures({
  pictures,
  onChange,
  beforePick,
  onSignIn,
  disabled,
}: {
  pictures: DeckPicture[];
  onChange: (update: (pictures: DeckPicture[]) => DeckPicture[]) => void;
  /** False when the user must sign in first (the widget asks). */
  beforePick: () => boolean;
  /** The upload answered 401: the widget opens sign-in. */
  onSignIn: () => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const { t, say } = useToolText();
  const text = t.presentation.pictures;
  const full = pictures.length + uploading >= DECK_PICTURES_MAX;

  async function add(files: File[]) {
    const invalid = validateDeckPictures(files, pictures.length + uploading);
    if (invalid) {
      toast.error(say(invalid));
      return;
    }
    setUploading((n) => n + files.length);
    await Promise.all(
      files.map(async (file) => {
        try {
          const url = await uploadImage(file);
          // The file's name without its extension starts the caption: the user edits it.
          const caption = file.name
            .replace(/\.[a-z0-9]+$/i, '')
            .replace(/[-_]+/g, ' ')
            .trim();
          onChange((current) => [...current, { url, caption }]);
        } catch (error) {
          if ((error as Error).message === '401' || (error as Error).name === 'UnauthorizedError') onSignIn();
          else toast.error(say(uploadFailureMessage(error, text.uploadFailed)));
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">{text.legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {fill(text.hint, {
          max: DECK_PICTURES_MAX,
          mb: IMAGE_UPLOAD_MAX_MB_DEFAULT,
          megapixels: DECK_PICTURE_MAX_PIXELS / 1_000_000,
        })}
      </p>
      {pictures.length ? (
        <ul className="space-y-2" aria-label={text.list}>
          {pictures.map((picture, i) => (
            <li key={picture.url} className="flex items-center gap-3 rounded-xl bg-canvas p-2 ring-1 ring-line">
              <img src={picture.url} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
              <Label htmlFor={`${id}-caption-${i}`} className="sr-only">
                {fill(text.caption, { number: i + 1 })}
              </Label>
              <Input
                id={`${id}-caption-${i}`}
                value={picture.caption}
                maxLength={200}
                placeholder={text.captionPlaceholder}
                disabled={disabled}
                onChange={(event) => {
                  const caption = event.target.value;
                  onChange((current) => current.map((p) => (p.url === picture.url ? { ...p, caption } : p)));
                }}
                className="h-9"
              />
              <button
                type="button"
                aria-label={fill(text.remove, { number: i + 1 })}
                title={text.removeShort}
                disabled={disabled}
                onClick={() => onChange((current) => current.filter((p) => p.url !== picture.url))}
                className="grid size-8 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent [&_svg]:size-4"
              >
                <X />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImagePickButton
        inputLabel={text.add}
        text={text.add}
        multiple
        disabled={disabled || full}
        uploading={uploading > 0}
        beforePick={beforePick}
        onFiles={(files) => void add(files)}
      />
    </fieldset>
  );
}
