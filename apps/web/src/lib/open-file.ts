import { saveFile } from './save-file';

/** How long the tab's Blob address lives: long enough for the viewer to have read it all. */
const KEEP_MS = 5 * 60_000;

/**
 * Shows a private file (read with the session, never at a public address) in a new tab, typed as
 * `type` so the browser's own viewer opens it. The tab is opened at the click, before the file
 * arrives, so no popup blocker stops it; a browser that refuses the tab gets the file saved as
 * `fileName` instead. A failed read closes the tab and throws for the caller to tell.
 */
export async function openInNewTab(
  fetchFile: () => Promise<Blob>,
  type: string,
  fileName: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = new Blob([await fetchFile()], { type });
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) {
    saveFile(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
}
