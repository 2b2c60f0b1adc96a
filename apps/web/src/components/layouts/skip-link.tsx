import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'contenido';

/** First stop for keyboard users: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Saltar al contenido principal
    </a>
  );
}
