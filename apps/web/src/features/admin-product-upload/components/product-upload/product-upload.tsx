import { useId, useRef } from 'react';
import { countOf, PRODUCT_UPLOAD_MESSAGES } from '@shop/shared';
import { Notice } from '../../../../components/ui/notice/notice';
import { FileSection } from './file-section';
import { PreviewSection } from './preview-section';
import styles from './product-upload.module.css';
import { TemplatesSection } from './templates-section';
import { useProductUpload } from './use-product-upload';

/**
 * The Excel bulk upload (docs/architecture.md, "Contract: validation and messages"; ADR 010):
 * template and catalogue downloads, the file picker, the preview of what the file would do with its
 * bad rows, and the confirmation that writes.
 */
export function ProductUpload() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useProductUpload(inputRef);
  const { done, preview } = upload;
  return (
    <div className={styles.page}>
      <TemplatesSection headingId={`${inputId}-files`} />
      <FileSection inputId={inputId} inputRef={inputRef} upload={upload} />
      {done ? (
        <Notice title={PRODUCT_UPLOAD_MESSAGES.success}>
          <p>
            {countOf(done.created, 'producto creado', 'productos creados')} y{' '}
            {countOf(done.updated, 'actualizado', 'actualizados')}
            {done.unchanged ? ` (${done.unchanged.toLocaleString('es-CO')} sin cambios)` : ''}.
          </p>
        </Notice>
      ) : null}
      {preview ? (
        <PreviewSection headingId={`${inputId}-preview`} preview={preview} upload={upload} />
      ) : null}
    </div>
  );
}
