import { useId } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button/button';
import { Image } from '../../../components/ui/image/image';
import { paths } from '../../../config/paths';
import { fileUrl } from '../../../lib/file-url';
import { useLoginContent } from '../hooks/use-login-content';
import styles from './login-block.module.css';

interface LoginBlockProps {
  /** Opens the sign-in panel (owned by the auth feature; composed by the page). */
  onSignIn: () => void;
}

/**
 * The home page's invitation to sign in, from the 'Login' section: its picture, its texts and
 * an 'Acceda' link. The link points at /login (which opens the panel too), so it also works
 * opened in a new tab; a plain click opens the panel right here. Without the section a plain
 * invitation remains, so visitors still find the way in.
 */
export function LoginBlock({ onSignIn }: LoginBlockProps) {
  const { section, items, isPending } = useLoginContent();
  const titleId = useId();
  if (isPending) return null;
  const picture = items.find((item) => item.image);
  const texts = items.map((item) => item.name.trim()).filter(Boolean);
  const heading = section?.content[0]?.name || 'Acceda a su cuenta';

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      {picture ? (
        <Image
          className={styles.image}
          src={fileUrl('content', picture.image)}
          alt=""
          width={640}
          height={400}
        />
      ) : null}
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {heading}
        </h2>
        {(texts.length > 0
          ? texts
          : ['Ingrese para ver los precios de su tipo de cliente, cotizar y hacer pedidos.']
        ).map((text, index) => (
          <p key={`${index}-${text}`} className={styles.text}>
            {text}
          </p>
        ))}
        <Link
          to={paths.login.getHref()}
          className={buttonClassName({})}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onSignIn();
          }}
        >
          <LogIn size={18} aria-hidden="true" />
          Acceda
        </Link>
      </div>
    </section>
  );
}
