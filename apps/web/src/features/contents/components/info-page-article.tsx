import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { InfoPage } from '@shop/shared';
import { SafeHtml } from '../../../components/ui/safe-html/safe-html';
import { isInternalUrl } from '../../../lib/file-url';
import { formatDate } from '../../../utils/format';
import styles from './info-page-article.module.css';

/** A plain left click on a link to another shop page: the router opens it without a reload. */
function internalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  return href && isInternalUrl(href) && anchor?.target !== '_blank' ? href : null;
}

/** An information page's title and text; its HTML is sanitized again on render. */
export function InfoPageArticle({ page }: { page: InfoPage }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Links inside the stored HTML are plain anchors; this catches clicks on them, not on itself.
    <article className={styles.article} onClick={onClick}>
      <h1 className={styles.title}>{page.title}</h1>
      <SafeHtml html={page.body} className={styles.body} />
      <p className={styles.updated}>Actualizado el {formatDate(page.updatedAt)}</p>
    </article>
  );
}
