/** Saves a result as `image.webp` (the spec's file name) and reports success or failure. */
import { toast } from 'sonner';
import { COLOURING_DOWNLOAD_NAME, colouringMessages } from '#contract/colouring';
import { downloadAs } from '#app/lib/download';

export async function downloadResult(url: string): Promise<boolean> {
  try {
    await downloadAs(url, COLOURING_DOWNLOAD_NAME);
    toast.success(colouringMessages.downloadComplete);
    return true;
  } catch {
    toast.error(colouringMessages.downloadFailed);
    return false;
  }
}
