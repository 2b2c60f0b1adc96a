import { COMPANY_MESSAGES, countOf } from '@shop/shared';
import { useNavigate } from 'react-router';
import { DeliveryAddressField } from '../../components/ui/form/delivery-address-field';
import { AccountPage } from '../../components/layouts/account-page';
import { LoadProblem } from '../../components/errors/load-problem';
import { Notice } from '../../components/ui/notice/notice';
import { paths } from '../../config/paths';
import { useCart } from '../../features/cart/api/get-cart';
import { CartEmpty, CartSkeleton, CartView } from '../../features/cart/components/cart-view';
import { QuickOrderPanel } from '../../features/cart/components/quick-order-panel';
import { CART_MESSAGES } from '../../features/cart/utils/messages';
import { useConfig } from '../../features/config/api/get-config';
import { usePayOptions } from '../../features/orders/api/get-pay-options';
import { CreateOrderForm } from '../../features/orders/components/create-order-form';
import { CreateQuoteButton } from '../../features/quotes/components/create-quote-button';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useViewer } from './use-viewer';

/** /shopping-cart 'Carrito de Compras': the cart, then a quote or an order from it. */
export function CartRoute() {
  const { viewer, company, mayBuy } = useViewer();
  // Aprobador and consulta keep their cart but may not buy; the server refuses them anyway.
  const cannotBuy = !mayBuy;
  const cart = useCart(viewer);
  const { data: config } = useConfig();
  const payOptions = usePayOptions(viewer);
  const navigate = useNavigate();
  useErrorToast(cart.isError && !cart.data, CART_MESSAGES.loadFailed);

  const lines = cart.data?.items.length ?? 0;
  const summary = cart.data
    ? lines === 0
      ? 'Sin productos'
      : countOf(lines, 'producto', 'productos')
    : null;

  return (
    <AccountPage title="Carrito de Compras" summary={summary}>
      {cart.data ? <QuickOrderPanel viewer={viewer} /> : null}
      {cart.data ? (
        lines > 0 ? (
          <CartView
            cart={cart.data}
            viewer={viewer}
            minimumPurchase={config?.minimumPurchase ?? 0}
            checkout={
              <>
                {cannotBuy ? (
                  <Notice title="Su rol no permite comprar">
                    <p>{COMPANY_MESSAGES.cannotBuy}</p>
                  </Notice>
                ) : null}
                <CreateOrderForm
                  disabled={cannotBuy}
                  methods={payOptions.methods}
                  credit={payOptions.credit}
                  delivery={company ? <DeliveryAddressField viewer={viewer} /> : null}
                  // The orders page opens on what the order is and how to pay it.
                  onCreated={(order) =>
                    navigate(paths.orders.getHref(), { state: { placed: order } })
                  }
                />
                <CreateQuoteButton disabled={cannotBuy} />
              </>
            }
          />
        ) : (
          <CartEmpty />
        )
      ) : cart.isError ? (
        <LoadProblem
          message={CART_MESSAGES.loadFailed}
          onRetry={() => void cart.refetch()}
          isRetrying={cart.isFetching}
        />
      ) : (
        <CartSkeleton />
      )}
    </AccountPage>
  );
}
