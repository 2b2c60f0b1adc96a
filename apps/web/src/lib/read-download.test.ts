import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, readDownload } from './read-download';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="ventas-2026-11-24-mes.xlsx"', 'ventas-2026-11-24-mes.xlsx'],
    ['attachment; filename=inventario.xlsx', 'inventario.xlsx'],
    [
      `attachment; filename="clientes.xlsx"; filename*=UTF-8''informe%20de%20a%C3%B1o.xlsx`,
      'informe de año.xlsx',
    ],
    ['attachment; filename="../../etc/clientes.xlsx"', 'clientes.xlsx'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([null, 'attachment', 'attachment; filename=""'])('finds no name in %s', (header) => {
    expect(fileNameFromDisposition(header)).toBeUndefined();
  });
});

describe('readDownload', () => {
  it('counts the bytes as each chunk arrives and keeps every byte', async () => {
    const chunks = [new Uint8Array([80, 75, 3]), new Uint8Array([4, 5])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const progress: number[] = [];
    const file = await readDownload(
      new Response(body, { headers: { 'Content-Disposition': 'attachment; filename="a.xlsx"' } }),
      'respaldo.xlsx',
      (received) => progress.push(received),
    );

    expect(progress).toEqual([0, 3, 5]);
    expect(file.fileName).toBe('a.xlsx');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([80, 75, 3, 4, 5]);
  });

  it('falls back to the given name when the answer names no file', async () => {
    const file = await readDownload(new Response('x'), 'clientes.xlsx', () => {});
    expect(file.fileName).toBe('clientes.xlsx');
  });
});
