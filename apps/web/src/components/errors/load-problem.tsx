import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button/button';
import styles from './load-problem.module.css';

interface LoadProblemProps {
  /** The spec's loading error ('Error al obtener el carrito de compras…'). */
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A list that could not be read: say so where it would be, and offer to try again. */
export function LoadProblem({ message, onRetry, isRetrying = false }: LoadProblemProps) {
  return (
    <div className={styles.problem}>
      <p className={styles.title}>{message}</p>
      <p className={styles.text}>Revise su conexión e inténtelo de nuevo.</p>
      <Button
        variant="secondary"
        icon={<RefreshCw size={16} aria-hidden="true" />}
        isLoading={isRetrying}
        onClick={onRetry}
      >
        Reintentar
      </Button>
    </div>
  );
}
