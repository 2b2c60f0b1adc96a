import { Image } from '../../../components/ui/image/image';
import { fileUrl } from '../../../lib/file-url';
import { useLoginContent } from '../hooks/use-login-content';
import styles from './login-art.module.css';

/**
 * The sign-in panel's side picture: the first image of the 'Login' section
 * (docs/architecture.md, "Contract: screens and routes").
 */
export function LoginArt() {
  const { items } = useLoginContent();
  const picture = items.find((item) => item.image);
  if (!picture) return null;
  return (
    <Image
      className={styles.image}
      src={fileUrl('content', picture.image)}
      alt=""
      width={480}
      height={600}
      loading="eager"
    />
  );
}
