/** The element React renders into; modal layers hide it from assistive tech while they are open. */
export const APP_ROOT_ID = 'root';

/**
 * Toasts: top-right and 5 s, as the old shop used them
 * (docs/architecture.md, "Contract: constants and limits").
 */
export const TOAST_AUTO_CLOSE_MS = 5000;
