import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { NOT_FOUND_MESSAGES, type ProductDetail as ProductRecord } from '@shop/shared';
import { NotFoundState } from '../../components/errors/not-found-state';
import { Button } from '../../components/ui/button/button';
import { useProduct } from '../../features/products/api/get-product';
import { ProductDetail } from '../../features/products/components/product-detail';
import { ProductDetailSkeleton } from '../../features/products/components/product-detail-skeleton';
import { PRODUCT_ERROR } from '../../features/products/utils/messages';
import { useErrorToast } from '../../hooks/use-error-toast';
import { isApiError } from '../../lib/api-client';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';
import styles from './product.module.css';
import { htmlText, snippet, usePageMeta } from '../../lib/page-meta';

const MISSING = NOT_FOUND_MESSAGES.product;

// Only a signed-in customer buys: the quantity form (react-hook-form and the shared schemas) is not
// part of an anonymous visitor's download. It starts loading as soon as the visitor is known to be
// signed in, while the priced answer is still on its way.
const loadCartForm = () => import('../../features/cart/components/add-to-cart-form');
const loadWishlistButton = () =>
  import('../../features/wishlist/components/add-to-wishlist-button');
const AddToCartForm = lazy(async () => ({ default: (await loadCartForm()).AddToCartForm }));
const AddToWishlistButton = lazy(async () => ({
  default: (await loadWishlistButton()).AddToWishlistButton,
}));

/** The product's name, and the start of what it is: its model, brand and description. */
function productMeta(product: ProductRecord) {
  const about = `${product.name}, modelo ${product.model} de ${product.brand.name}.`;
  return { title: product.name, description: snippet(`${about} ${htmlText(product.description)}`) };
}

/** /product/{id}/{nombre}; a signed-in customer also gets the cart and wishlist controls. */
export function ProductRoute() {
  const productId = parseId(useParams().id);
  if (productId === null) return <NotFoundState title="Página no encontrada" message={MISSING} />;
  return <ProductPage key={productId} productId={productId} />;
}

function ProductPage({ productId }: { productId: number }) {
  const { viewer, ready, isSignedIn, signIn } = useViewer();
  const product = useProduct(productId, { viewer, enabled: ready });
  const missing = isApiError(product.error) && product.error.status === 404 ? product.error : null;
  useErrorToast(product.isError && !missing, PRODUCT_ERROR);
  usePageMeta(product.data ? productMeta(product.data) : null);
  useEffect(() => {
    if (!isSignedIn) return;
    void loadCartForm();
    void loadWishlistButton();
  }, [isSignedIn]);

  if (missing) {
    return <NotFoundState title="Página no encontrada" message={missing.message} />;
  }
  if (product.data) {
    // Priced means this answer is for the signed-in customer (not the anonymous copy kept on
    // screen while the priced one loads).
    const priced = isSignedIn && product.data.price !== undefined;
    return (
      <ProductDetail
        product={product.data}
        onSignIn={signIn}
        purchaseActions={
          priced ? (
            <Suspense>
              <div className={styles.purchase}>
                <AddToCartForm
                  productId={productId}
                  viewer={viewer}
                  disabled={!product.data.available || !product.data.inStock}
                />
                <AddToWishlistButton productId={productId} viewer={viewer} />
              </div>
            </Suspense>
          ) : undefined
        }
      />
    );
  }
  if (product.isError) {
    return (
      <div className={styles.problem} role="alert">
        <h1 className={styles.title}>No pudimos mostrar este producto</h1>
        <p className={styles.text}>Revise su conexión e inténtelo de nuevo.</p>
        <Button variant="secondary" onClick={() => void product.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  return <ProductDetailSkeleton />;
}
