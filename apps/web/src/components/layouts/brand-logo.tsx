import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './brand-logo.module.css';

interface BrandLogoProps {
  /** Undefined while the site config loads: a placeholder of the same size holds the place. */
  brand: { shopName: string; logo: string; icon: string } | undefined;
}

/**
 * The full logo from 768 px up, the square icon below
 * (docs/architecture.md, "Contract: screens and routes"), linking home.
 */
export function BrandLogo({ brand }: BrandLogoProps) {
  if (!brand) return <Skeleton className={styles.box} radius="md" />;
  return (
    <Link
      to={paths.home.getHref()}
      className={styles.link}
      aria-label={`${brand.shopName}, ir al inicio`}
    >
      <picture>
        {/* The sizes of the CSS box, so the header never moves when the file arrives. */}
        <source media="(min-width: 768px)" srcSet={brand.logo} width={184} height={40} />
        <img className={styles.box} src={brand.icon} alt="" width={40} height={40} />
      </picture>
    </Link>
  );
}
