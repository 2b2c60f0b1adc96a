import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleOff, CircleSlash, FileText } from 'lucide-react';
import { formatCop, unitPriceWithVat, type ProductDetail as Product } from '@shop/shared';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs/breadcrumbs';
import { Button } from '../../../components/ui/button/button';
import { Price } from '../../../components/ui/price/price';
import { SafeHtml } from '../../../components/ui/safe-html/safe-html';
import { paths } from '../../../config/paths';
import { galleryImages } from '../utils/gallery';
import { ProductGallery } from './product-gallery';
import styles from './product-detail.module.css';

interface ProductDetailProps {
  product: Product;
  /** For anonymous visitors, whose answer has no price: opens the sign-in panel. */
  onSignIn: () => void;
  /**
   * Quantity, 'Agregar al carrito' and 'Agregar a favoritos': the cart and wishlist issue plugs
   * them in here; until then nothing is drawn (no button that does nothing).
   */
  purchaseActions?: ReactNode;
}

/** The product page: gallery, identity, price or sign-in, availability, features, description. */
export function ProductDetail({ product, onSignIn, purchaseActions }: ProductDetailProps) {
  const crumbs: Crumb[] = [{ label: 'Inicio', href: paths.home.getHref() }];
  for (const category of [...product.categories].sort((a, b) => a.level - b.level)) {
    crumbs.push({ label: category.name, href: paths.category.getHref(category.id, category.name) });
  }

  return (
    <article className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.top}>
        <ProductGallery images={galleryImages(product.images)} name={product.name} />
        <div className={styles.info}>
          <p className={styles.brand}>
            Marca:{' '}
            <Link to={paths.brand.getHref(product.brand.id, product.brand.name)}>
              {product.brand.name}
            </Link>
          </p>
          <h1 className={styles.title}>{product.name}</h1>
          <div className={styles.ids}>
            <p>
              Modelo: <span className={styles.code}>{product.model}</span>
            </p>
            <p>
              SKU: <span className={styles.code}>{product.sku}</span>
            </p>
          </div>
          <PriceBox product={product} onSignIn={onSignIn} />
          <Availability product={product} />
          {purchaseActions}
          {product.caracteristics.length > 0 ? (
            <section className={styles.features} aria-labelledby="producto-caracteristicas">
              <h2 id="producto-caracteristicas" className={styles.subtitle}>
                Características
              </h2>
              <ul className={styles.featureList}>
                {product.caracteristics.map((feature, index) => (
                  <li key={`${index}-${feature}`}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {product.dataSheetURL ? (
            <a
              className={styles.datasheet}
              href={product.dataSheetURL}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FileText size={18} aria-hidden="true" />
              Ficha técnica
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          ) : null}
        </div>
      </div>
      {product.description.trim() ? (
        <section className={styles.description} aria-labelledby="producto-descripcion">
          <h2 id="producto-descripcion" className={styles.subtitle}>
            Descripción
          </h2>
          <SafeHtml html={product.description} />
        </section>
      ) : null}
    </article>
  );
}

function PriceBox({ product, onSignIn }: Pick<ProductDetailProps, 'product' | 'onSignIn'>) {
  if (product.price === undefined) {
    return (
      <div className={styles.priceBox}>
        <p className={styles.priceNote}>Los precios son exclusivos para clientes registrados.</p>
        <Button onClick={onSignIn}>Acceder y Ver Precio</Button>
      </div>
    );
  }
  // The rate this price carries today (a laptop under its cap: 0), not the class's nominal rate.
  const vat = product.iva?.rate ?? product.vat;
  return (
    <div className={styles.priceBox}>
      <p className={styles.price}>
        <Price amount={product.price} vat={vat} showRate size="lg" />
      </p>
      {vat > 0 ? (
        <p className={styles.priceNote}>
          Con IVA: {formatCop(unitPriceWithVat(product.price, vat))} por unidad
        </p>
      ) : null}
      {product.iva?.reason ? <p className={styles.priceNote}>{product.iva.reason}</p> : null}
    </div>
  );
}

function Availability({ product }: { product: Product }) {
  if (!product.available) {
    return (
      <p className={styles.availability} data-state="off">
        <CircleSlash size={18} aria-hidden="true" /> No disponible para la venta
      </p>
    );
  }
  return product.inStock ? (
    <p className={styles.availability} data-state="in">
      <CircleCheck size={18} aria-hidden="true" /> Disponible
    </p>
  ) : (
    <p className={styles.availability} data-state="out">
      <CircleOff size={18} aria-hidden="true" /> Agotado
    </p>
  );
}
