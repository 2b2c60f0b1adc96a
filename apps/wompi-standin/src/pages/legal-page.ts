import { MERCHANT } from '../merchant';
import { escapeHtml, page } from './layout';

/** The pages the acceptance tokens' permalinks point to; Wompi serves PDFs, a note does here. */
export function legalPage(title: string): string {
  return page(
    title,
    `<section class="card">
<h1>${escapeHtml(title)}</h1>
<p>Documento de prueba de ${escapeHtml(MERCHANT.name)}. En el sandbox no se cobra dinero real; este
texto solo está para que el enlace que publica el comercio lleve a algún sitio.</p>
</section>`,
  );
}
