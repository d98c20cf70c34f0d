/** Saves a result as `image.webp` (the spec's file name) through a blob link; reports success or failure. */
import { toast } from 'sonner';
import { COLOURING_DOWNLOAD_NAME, colouringMessages } from '../../../contract/colouring';

export async function downloadResult(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = COLOURING_DOWNLOAD_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    toast.success(colouringMessages.downloadComplete);
    return true;
  } catch {
    toast.error(colouringMessages.downloadFailed);
    return false;
  }
}
