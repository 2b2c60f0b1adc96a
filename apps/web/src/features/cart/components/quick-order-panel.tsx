import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  MAX_QUICK_ORDER_LINES,
  parseQuickOrderText,
  TOO_MANY_QUICK_ORDER_LINES,
  type MalformedQuickOrderLine,
  type QuickOrderResult,
} from '@shop/shared';
import { QuickOrderReport } from '../../../components/quick-order-report/quick-order-report';
import { Button } from '../../../components/ui/button/button';
import { FileField } from '../../../components/ui/form/file-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useQuickOrder } from '../api/quick-order';
import styles from './quick-order-panel.module.css';

/** A purchasing list, not a catalogue: beyond these it is not one to paste. */
const MAX_CSV_BYTES = 100_000;
const MAX_WORKBOOK_BYTES = 500_000;
const isWorkbook = (file: File) => /\.xlsx?$/i.test(file.name);

/**
 * 'Pedido rápido': the buyer pastes 'código cantidad' lines (or two columns copied from a sheet),
 * or loads a CSV or an Excel file, and the cart takes them in one go; then the page says what was added and what
 * was not, code by code, so nothing is lost silently.
 */
export function QuickOrderPanel({ viewer }: { viewer: Viewer }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<{
    result: QuickOrderResult;
    malformed: MalformedQuickOrderLine[];
  } | null>(null);
  const send = useQuickOrder(viewer);

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const workbook = isWorkbook(file);
    if (file.size > (workbook ? MAX_WORKBOOK_BYTES : MAX_CSV_BYTES)) {
      setError(
        `El archivo es demasiado grande para un pedido rápido (máximo ${workbook ? '500' : '100'} KB).`,
      );
      return;
    }
    try {
      const lines = workbook
        ? (await import('../utils/workbook-lines')).workbookLines(await file.arrayBuffer())
        : await file.text();
      setFileName(file.name);
      setError(undefined);
      setText(lines);
    } catch {
      setError(
        'No pudimos leer el archivo. Guárdelo como Excel (.xlsx) o CSV e inténtelo de nuevo.',
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { lines, malformed } = parseQuickOrderText(text);
    setReport(null);
    if (!lines.length) {
      setError(
        malformed.length
          ? 'Ninguna línea tiene un código y una cantidad (por ejemplo: AP-AC-LITE 2).'
          : 'Escriba o pegue al menos una línea con un código y una cantidad.',
      );
      return;
    }
    if (lines.length > MAX_QUICK_ORDER_LINES) {
      setError(TOO_MANY_QUICK_ORDER_LINES);
      return;
    }
    setError(undefined);
    send.mutate(
      { lines },
      {
        onSuccess: (result) => {
          setReport({ result, malformed });
          setText('');
          setFileName(undefined);
        },
        onError: (failure) =>
          setError(
            clientErrorMessage(failure, 'No se pudo agregar el pedido. Inténtelo de nuevo.'),
          ),
      },
    );
  };

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>Pedido rápido por código</summary>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label="Códigos y cantidades"
          rows={6}
          value={text}
          placeholder={'Por ejemplo:\nAP-AC-LITE 2\nCAT6-305-AZ 1'}
          help="Una línea por producto: el código y la cantidad. También puede pegar dos columnas copiadas de Excel."
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <FileField
          label="O cargue un archivo Excel o CSV"
          accept=".xlsx,.xls,.csv,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          fileName={fileName}
          help="Dos columnas: código y cantidad (en CSV, separadas por coma o punto y coma)."
          onChange={(event) => void loadFile(event)}
        />
        <Button type="submit" isLoading={send.isPending} disabled={send.isPending}>
          {send.isPending ? 'Agregando…' : 'Agregar al carrito'}
        </Button>
      </form>
      {report ? <QuickOrderReport {...report} className={styles.report} /> : null}
    </details>
  );
}
