import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CART_STOCK_MESSAGES,
  countOf,
  MAX_QUICK_ORDER_LINES,
  parseQuickOrderText,
  type MalformedQuickOrderLine,
  type QuickOrderResult,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { FileField } from '../../../components/ui/form/file-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useQuickOrder } from '../api/quick-order';
import styles from './quick-order-panel.module.css';

/** A CSV is a purchasing list, not a catalogue: beyond this it is not one to paste. */
const MAX_FILE_BYTES = 100_000;

interface Report {
  result: QuickOrderResult | null;
  malformed: MalformedQuickOrderLine[];
}

/**
 * 'Pedido rápido': the buyer pastes 'código cantidad' lines (or two columns copied from a sheet),
 * or loads a CSV, and the cart takes them in one go; then the page says what was added and what
 * was not, code by code, so nothing is lost silently.
 */
export function QuickOrderPanel({ viewer }: { viewer: Viewer }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<Report | null>(null);
  const send = useQuickOrder(viewer);
  const reportId = useId();

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError('El archivo es demasiado grande para un pedido rápido (máximo 100 KB).');
      return;
    }
    setFileName(file.name);
    setError(undefined);
    setText(await file.text());
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
      setError(`Un pedido rápido tiene como máximo ${MAX_QUICK_ORDER_LINES} líneas.`);
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
          label="O cargue un archivo CSV"
          accept=".csv,text/csv,text/plain"
          fileName={fileName}
          help="Dos columnas: código y cantidad, separadas por coma o punto y coma."
          onChange={(event) => void loadFile(event)}
        />
        <Button type="submit" isLoading={send.isPending} disabled={send.isPending}>
          {send.isPending ? 'Agregando…' : 'Agregar al carrito'}
        </Button>
      </form>
      {report ? <QuickOrderReport id={reportId} {...report} /> : null}
    </details>
  );
}

function QuickOrderReport({ id, result, malformed }: Report & { id: string }) {
  const added = result?.added ?? [];
  const problems =
    (result?.shortfalls.length ?? 0) +
    (result?.unavailable.length ?? 0) +
    (result?.unknown.length ?? 0) +
    malformed.length;
  return (
    <div id={id} className={styles.report} role="status">
      <p className={styles.reportTitle}>
        {added.length
          ? `Se ${added.length === 1 ? 'añadió' : 'añadieron'} ${countOf(added.length, 'producto', 'productos')} al carrito.`
          : 'No se añadió ningún producto al carrito.'}
      </p>
      {problems ? (
        <ul role="list" className={styles.problems}>
          {result?.shortfalls.map((s) => (
            <li key={`short-${s.productId}`}>
              {CART_STOCK_MESSAGES.limited(s.name, s.available, s.added)}
            </li>
          ))}
          {result?.unavailable.map((u) => (
            <li key={`none-${u.sku}`}>
              {u.sku}: {u.reason}
            </li>
          ))}
          {result?.unknown.length ? (
            <li>
              {result.unknown.length === 1
                ? 'No encontramos el código '
                : 'No encontramos los códigos '}
              {result.unknown.join(', ')}.
            </li>
          ) : null}
          {malformed.map((m) => (
            <li key={`line-${m.line}`}>
              Línea {m.line} («{m.text}»): no tiene un código y una cantidad.
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
