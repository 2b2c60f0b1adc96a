import { lazy, Suspense } from 'react';
import { useBlocker } from 'react-router';
import { hasDirtyForms } from './dirty-forms';

// The storefront's layout holds the guard too, and its first download has a budget: the dialog
// loads only when a navigation is actually held.
const UnsavedChangesDialog = lazy(async () => ({
  default: (await import('./unsaved-changes-dialog')).UnsavedChangesDialog,
}));

/**
 * Asks before a navigation leaves a page whose forms have unsaved changes (useUnsavedChanges).
 * A change of the query alone (a filter, a page of the table) keeps the form, so it goes through.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasDirtyForms() && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
