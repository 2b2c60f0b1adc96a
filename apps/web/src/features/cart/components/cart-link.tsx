import { ShoppingCart } from 'lucide-react';
import { HeaderLink } from '../../../components/ui/header-link/header-link';
import { paths } from '../../../config/paths';

/** 'Carrito: 1 unidad', 'Carrito: 12 unidades'; 'Carrito' while empty or not known. */
export const cartLinkLabel = (units: number) =>
  units
    ? `Carrito: ${units.toLocaleString('es-CO')} ${units === 1 ? 'unidad' : 'unidades'}`
    : 'Carrito';

/**
 * The header's cart. Without `units` (a visitor, or a customer's count still loading) it is the
 * plain link; the counted one is `CustomerCartLink`, loaded apart (see there).
 */
export function CartLink({ units = 0 }: { units?: number }) {
  return (
    <HeaderLink
      to={paths.cart.getHref()}
      icon={<ShoppingCart size={22} />}
      label={cartLinkLabel(units)}
      caption="Carrito"
      count={units}
    />
  );
}
