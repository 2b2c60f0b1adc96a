import type { ReactNode } from 'react';
import { bogotaDate } from '@shop/shared';
import { Button } from '../ui/button/button';
import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './footer.module.css';

interface FooterProps {
  /** Undefined while the site config loads. */
  shopName: string | undefined;
  onOpenPolicy: () => void;
  /** The columns of the 'Footer' content block, laid out in the footer's grid. */
  sections?: ReactNode;
}

export function Footer({ shopName, onOpenPolicy, sections }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.column}>
            {shopName ? (
              <p className={styles.name}>{shopName}</p>
            ) : (
              <Skeleton width={160} height={24} />
            )}
            <p className={styles.text}>
              Tecnología para empresas: redes, seguridad electrónica, cableado estructurado y
              energía.
            </p>
          </div>
          {sections}
          <div className={styles.column}>
            <h2 className={styles.heading}>Información legal</h2>
            <Button variant="link" onClick={onOpenPolicy}>
              Políticas de Privacidad y Términos y Condiciones
            </Button>
          </div>
        </div>
        <div className={styles.copyright}>
          {/* The shop's year, in Bogotá whatever the machine's zone: the server's page and the
              hydrating browser print the same one. */}
          {shopName ? (
            <p>{`© ${bogotaDate().slice(0, 4)} ${shopName}. Todos los derechos reservados.`}</p>
          ) : (
            <Skeleton width={280} height={21} />
          )}
        </div>
      </div>
    </footer>
  );
}
