import type { ReactNode } from 'react';
import { BadgePercent, Building2, FileText } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import styles from './landing.module.css';

const BENEFITS = [
  {
    icon: BadgePercent,
    title: 'Precios según tu tipo de cliente',
    text: 'Distribuidores, integradores, entidades de gobierno, técnicos y clientes finales ven su propio precio al iniciar sesión.',
  },
  {
    icon: FileText,
    title: 'Cotizaciones formales en PDF',
    text: 'Cotiza con IVA y retenciones calculados y convierte la cotización en orden cuando la apruebes.',
  },
  {
    icon: Building2,
    title: 'Cuentas empresariales',
    text: 'Regístrate con el NIT y el RUT de tu empresa y factura a su nombre.',
  },
];

interface LandingProps {
  /** Undefined while the site config loads. */
  shopName: string | undefined;
  /** The call to action; its row keeps its height even when empty, so nothing shifts. */
  action: ReactNode;
}

/** Home for now: the shop's promise and a way in; the banner carousel replaces the hero later. */
export function Landing({ shopName, action }: LandingProps) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="inicio-titulo">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Distribuidor de tecnología B2B</p>
          <h1 id="inicio-titulo" className={styles.title}>
            {shopName ?? <Skeleton width="min(420px, 80%)" height="1.1em" />}
          </h1>
          <p className={styles.lead}>
            Equipos de redes, seguridad electrónica, cableado estructurado y energía para empresas
            en toda Colombia.
          </p>
          <div className={styles.action}>{action}</div>
        </div>
      </section>
      <section className={styles.benefits} aria-label="Por qué comprar con nosotros">
        <ul role="list" className={styles.grid}>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <span className={styles.icon}>
                <Icon size={24} />
              </span>
              <h2 className={styles.cardTitle}>{title}</h2>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
