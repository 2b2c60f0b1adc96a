import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** What a page says about itself in the document's head. */
export interface PageMeta {
  /** The page's own title ('Carrito de Compras'); the shop's name follows it. None on the home page. */
  title?: string;
  /** The search result's snippet; the shop's general description when a page has none. */
  description?: string;
}

/** The head as the server writes it into the first view (entry-server.tsx). */
export interface HeadMeta {
  title: string;
  description: string | undefined;
}

interface PageMetaContextValue {
  shopName: string;
  /** On the server only: where the drawn page leaves its head, read after the last drawing. */
  collect?: (head: HeadMeta) => void;
}

const PageMetaContext = createContext<PageMetaContextValue | null>(null);

export function PageMetaProvider({
  shopName,
  collect,
  children,
}: PageMetaContextValue & { children: ReactNode }) {
  return (
    <PageMetaContext.Provider value={{ shopName, ...(collect ? { collect } : {}) }}>
      {children}
    </PageMetaContext.Provider>
  );
}

/** 'Carrito de Compras | Andina Telecom'; the shop's name alone for a page without a title. */
export const documentTitle = (shopName: string, title: string | undefined) =>
  title && shopName ? `${title} | ${shopName}` : (title ?? shopName);

// The description index.html carries: what a page without its own goes back to.
const defaultDescription =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/**
 * Sets the document's title and meta description while the page is shown. On the server the
 * drawing hands them to the collector instead, so the first view's head already has them. Null
 * leaves the head alone: while a record loads, or when a child (its 'no encontrado' state) says it.
 */
export function usePageMeta(meta: PageMeta | null) {
  const context = useContext(PageMetaContext);
  const shopName = context?.shopName ?? '';
  const fullTitle = meta ? documentTitle(shopName, meta.title) : null;
  const description = meta?.description;
  if (fullTitle !== null) context?.collect?.({ title: fullTitle, description });
  useEffect(() => {
    if (!shopName || fullTitle === null) return;
    document.title = fullTitle;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const content = description ?? defaultDescription;
    if (meta && content !== undefined) meta.content = content;
  }, [shopName, fullTitle, description]);
}

/**
 * The words of stored HTML (a description, an information page), for a meta description: the
 * tags and the common entities dropped. The head escapes what it prints.
 */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The first `length` characters of `text` as one line, cut at a word: a description's size. */
export function snippet(text: string, length = 155): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}
