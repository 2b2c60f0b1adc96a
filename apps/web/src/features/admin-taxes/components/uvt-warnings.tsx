import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice/notice';
import { paths } from '../../../config/paths';
import type { Viewer } from '../../../lib/query-keys';
import { useTaxRules } from '../api/get-tax-rules';

/**
 * A UVT the tax rules lack (docs/taxes.md, "UVT"): this year's, or from December next year's. On
 * the Resumen for staff who keep the rules (ADMIN_CONFIG); the same warnings are mailed once.
 */
export function UvtWarnings({ viewer }: { viewer: Viewer }) {
  const { data } = useTaxRules(viewer);
  if (!data?.warnings.length) return null;
  return (
    <Notice tone="danger" title="Reglas de impuestos incompletas">
      {data.warnings.map((warning) => (
        <p key={warning.kind}>{warning.message}</p>
      ))}
      <p>
        <Link to={paths.dashboardTaxes.getHref()}>Abrir Configuración › Impuestos</Link>
      </p>
    </Notice>
  );
}
