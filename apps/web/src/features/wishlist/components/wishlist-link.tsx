import { Heart } from 'lucide-react';
import { HeaderLink } from '../../../components/ui/header-link/header-link';
import { paths } from '../../../config/paths';

/** The header's wishlist, for a signed-in customer. */
export function WishlistLink() {
  return (
    <HeaderLink
      to={paths.wishlist.getHref()}
      icon={<Heart size={22} />}
      label="Lista de deseos"
      caption="Deseos"
    />
  );
}
