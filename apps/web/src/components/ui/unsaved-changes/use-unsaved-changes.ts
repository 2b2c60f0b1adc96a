import { useEffect } from 'react';
import { markDirty } from './dirty-forms';

/** The browser's own question, for a reload, a closed tab or an address typed by hand. */
const askTheBrowser = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older Chromium asks only when returnValue is set.
  event.returnValue = '';
};

/**
 * While `dirty`, leaving asks first: links and back within the shop through the layout's
 * UnsavedChangesGuard, a reload or a closed tab through the browser. Pass false while the form
 * saves, so the navigation that follows a successful save goes through.
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const markClean = markDirty();
    window.addEventListener('beforeunload', askTheBrowser);
    return () => {
      markClean();
      window.removeEventListener('beforeunload', askTheBrowser);
    };
  }, [dirty]);
}
