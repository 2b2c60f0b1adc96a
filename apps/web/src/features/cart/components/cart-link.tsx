import { ShoppingCart } from 'lucide-react';
import { HeaderLink } from '../../../components/ui/header-link/header-link';
import { paths } from '../../../config/paths';
import type { Viewer } from '../../../lib/query-keys';
import { useCart } from '../api/get-cart';

/** 'Carrito: 1 unidad', 'Carrito: 12 unidades'; 'Carrito' while empty or not known. */
export const cartLinkLabel = (units: number) =>
  units
    ? `Carrito: ${units.toLocaleString('es-CO')} ${units === 1 ? 'unidad' : 'unidades'}`
    : 'Carrito';

/** The header's cart, with the units in it for a signed-in customer. */
export function CartLink({ viewer }: { viewer: Viewer }) {
  return viewer === null ? (
    <HeaderLink to={paths.cart.getHref()} icon={<ShoppingCart size={22} />} label="Carrito" />
  ) : (
    <CustomerCartLink viewer={viewer} />
  );
}

function CustomerCartLink({ viewer }: { viewer: Viewer }) {
  const units = useCart(viewer).data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  return (
    <HeaderLink
      to={paths.cart.getHref()}
      icon={<ShoppingCart size={22} />}
      label={cartLinkLabel(units)}
      count={units}
    />
  );
}
