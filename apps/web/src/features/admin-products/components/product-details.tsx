import { formatCop, IVA_CLASS_LABELS, type AdminProduct } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { Image } from '../../../components/ui/image/image';
import { SafeHtml } from '../../../components/ui/safe-html/safe-html';
import { fileUrl } from '../../../lib/file-url';
import { formatDateTime } from '../../../utils/format';
import styles from './product-details.module.css';

/** Everything stored about a product, as the admin wrote it (base price, VAT, stock…). */
export function ProductDetails({ product }: { product: AdminProduct }) {
  const images = [product.images.product_url, ...product.images.views_url];
  const facts: [string, React.ReactNode][] = [
    ['SKU', product.sku],
    ['Modelo', product.model],
    ['Marca', product.brandName],
    ['Categorías', product.categoryNames.join(' › ')],
    // The IVA is the class's: a computer under its cap pays none, so no rate is added here.
    ['Precio base', `${formatCop(product.price)} antes de IVA`],
    ['Clase de IVA', IVA_CLASS_LABELS[product.ivaClass]],
    ['Stock', `${product.stock} (mínimo ${product.minimumStock})`],
    [
      'Estado',
      product.available ? (
        <Badge tone="success">Disponible</Badge>
      ) : (
        <Badge tone="danger">No disponible</Badge>
      ),
    ],
    [
      'Ficha técnica',
      product.dataSheetURL ? (
        <a href={product.dataSheetURL} target="_blank" rel="noreferrer noopener">
          {product.dataSheetURL}
        </a>
      ) : (
        'Sin ficha técnica'
      ),
    ],
    ['Actualizado', formatDateTime(product.updatedAt)],
  ];

  return (
    <div className={styles.details}>
      <ul className={styles.gallery} role="list" aria-label="Imágenes del producto">
        {images.map((url, index) => (
          <li key={`${url}-${index}`} className={index === 0 ? styles.main : undefined}>
            <Image
              src={fileUrl('product', url)}
              alt={index === 0 ? `Imagen principal de ${product.name}` : `Vista ${index}`}
              width={index === 0 ? 320 : 96}
              height={index === 0 ? 320 : 96}
              className={styles.image}
            />
          </li>
        ))}
      </ul>
      <div className={styles.text}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className={styles.heading}>Características</h2>
        <ul className={styles.features}>
          {product.caracteristics.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h2 className={styles.heading}>Descripción</h2>
        <SafeHtml html={product.description} className={styles.description} />
      </div>
    </div>
  );
}
