import { BadgePercent, Building2, FileText } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import styles from './value-proposition.module.css';

const BENEFITS = [
  {
    icon: BadgePercent,
    title: 'Precios según su tipo de cliente',
    text: 'Distribuidores, integradores, gobierno, técnicos y clientes finales ven su propio precio al iniciar sesión.',
  },
  {
    icon: FileText,
    title: 'Cotizaciones formales en PDF',
    text: 'Con IVA y retenciones calculados; conviértalas en orden cuando las apruebe.',
  },
  {
    icon: Building2,
    title: 'Cuentas empresariales',
    text: 'Regístrese con el NIT y el RUT de su empresa y facture a su nombre.',
  },
];

interface ValuePropositionProps {
  /** Undefined while the site config loads. */
  shopName: string | undefined;
}

/** Who the shop is and why buy here: the page's h1 and three short promises. */
export function ValueProposition({ shopName }: ValuePropositionProps) {
  return (
    <section className={styles.intro} aria-labelledby="inicio-titulo">
      <div className={styles.lead}>
        <p className={styles.eyebrow}>Distribuidor de tecnología B2B</p>
        <h1 id="inicio-titulo" className={styles.title}>
          {shopName ?? <Skeleton width="min(320px, 80%)" height="1.1em" />}
        </h1>
        <p className={styles.text}>
          Equipos de redes, seguridad electrónica, cableado estructurado y energía para empresas en
          toda Colombia.
        </p>
      </div>
      <ul role="list" className={styles.benefits}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <span className={styles.icon}>
              <Icon size={20} aria-hidden="true" />
            </span>
            <div>
              <h2 className={styles.benefitTitle}>{title}</h2>
              <p className={styles.benefitText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
