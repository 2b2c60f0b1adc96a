import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { paths } from '../../../config/paths';
import { rutUuid } from '../utils/rut-uuid';
import styles from './client-controls.module.css';

/** 'Ver RUT' opens the viewer; a person may have registered without one. */
export function RutLink({ urlRUT }: { urlRUT: string | null }) {
  const uuid = rutUuid(urlRUT);
  if (!uuid) return <span className={styles.none}>Sin RUT registrado</span>;
  return (
    <Link className={styles.link} to={paths.dashboardClientRut.getHref(uuid)}>
      <FileText size={16} aria-hidden="true" />
      Ver RUT
    </Link>
  );
}
