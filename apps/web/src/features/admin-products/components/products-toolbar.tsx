import { Link } from 'react-router';
import { FileUp, Plus, Search } from 'lucide-react';
import { PRODUCT_ADMIN_PAGE_SIZES } from '@shop/shared';
import { buttonClassName } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useDebouncedSearch } from '../../../hooks/use-debounced-search';
import styles from './products-toolbar.module.css';

interface ProductsToolbarProps {
  search: string;
  pageSize: number;
  onSearch: (term: string) => void;
  onPageSize: (size: number) => void;
}

/** 'Crear producto', 'Carga masiva', the search box and the page size of the grid. */
export function ProductsToolbar({ search, pageSize, onSearch, onPageSize }: ProductsToolbarProps) {
  const { text, type, submit } = useDebouncedSearch(search, onSearch);

  return (
    <div className={styles.toolbar}>
      <div className={styles.actions}>
        <Link to={paths.dashboardProductCreate.getHref()} className={buttonClassName({})}>
          <Plus size={18} aria-hidden="true" />
          Crear producto
        </Link>
        <Link
          to={paths.dashboardProductUpload.getHref()}
          className={buttonClassName({ variant: 'secondary' })}
        >
          <FileUp size={18} aria-hidden="true" />
          Carga masiva
        </Link>
      </div>
      <form
        role="search"
        aria-label="Buscar productos"
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          type="search"
          label="Buscar productos"
          placeholder="Nombre, modelo o SKU"
          value={text}
          maxLength={100}
          onChange={(event) => type(event.target.value)}
          suffix={<Search size={18} aria-hidden="true" />}
          fieldClassName={styles.search}
        />
        <SelectField
          label="Por página"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PRODUCT_ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </form>
    </div>
  );
}
