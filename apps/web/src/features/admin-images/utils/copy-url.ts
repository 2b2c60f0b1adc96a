import { toast } from '../../../lib/toast';
import { IMAGE_MESSAGES } from '@shop/shared';

/** The address as it works anywhere (a product form, another tab): absolute, on this shop. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** Copies an image's absolute address and says so; without clipboard access it says that instead. */
export async function copyImageUrl(url: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(absoluteUrl(url));
    toast.success(IMAGE_MESSAGES.copied);
  } catch {
    toast.error(IMAGE_MESSAGES.copyFailed);
  }
}
