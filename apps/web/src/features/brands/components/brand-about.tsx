import type { BrandDetail } from '@shop/shared';
import { Image } from '../../../components/ui/image/image';
import { SafeHtml } from '../../../components/ui/safe-html/safe-html';
import { fileUrl } from '../../../lib/file-url';
import styles from './brand-about.module.css';

/** The bottom of a brand page: its logo, title and HTML description (sanitized on render). */
export function BrandAbout({ brand }: { brand: BrandDetail }) {
  const hasText = brand.description.trim() !== '';
  // Whatever the dashboard filled in shows: a title alone is worth a section too.
  if (!hasText && !brand.logo && !brand.title.trim()) return null;
  return (
    <section className={styles.about} aria-labelledby="marca-acerca">
      {brand.logo ? (
        <div className={styles.logoBox}>
          <Image
            className={styles.logo}
            src={fileUrl('product', brand.logo)}
            alt={`Logo de ${brand.name}`}
            width={200}
            height={96}
          />
        </div>
      ) : null}
      <div className={styles.text}>
        <h2 id="marca-acerca" className={styles.title}>
          {brand.title || `Acerca de ${brand.name}`}
        </h2>
        {hasText ? <SafeHtml html={brand.description} className={styles.description} /> : null}
      </div>
    </section>
  );
}
