import type * as ToastifyModule from 'react-toastify/unstyled';
import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

type Toastify = typeof ToastifyModule;

let library: Promise<Toastify> | undefined;

/**
 * The toast library, fetched on first use: it weighs about 6 KB gzipped, and the storefront's first
 * download has a budget. Toasts sent before the container mounts wait in the library's own queue.
 */
export const loadToasts = (): Promise<Toastify> => (library ??= import('react-toastify/unstyled'));

type Kind = 'success' | 'error' | 'info' | 'warning';

const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    void loadToasts().then(({ toast: library }) => library[kind](content, options));
  };

/** react-toastify's toast, as the shop uses it: fire and forget, so loading it later is invisible. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id?: Id): void => {
    void loadToasts().then(({ toast: library }) => library.dismiss(id));
  },
};
