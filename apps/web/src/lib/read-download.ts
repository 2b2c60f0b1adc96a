/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * The name a `Content-Disposition` header gives, `filename*` (RFC 6266, UTF-8) before the plain
 * `filename`; undefined when there is none. Folders are cut off: only a bare name reaches disk.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const raw = extended
    ? decode(extended.trim())
    : (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]);
  const name = raw?.split(/[\\/]/).pop()?.trim();
  return name || undefined;
}

/**
 * Reads a file answer chunk by chunk, telling `onProgress` the bytes received so far, so a long
 * report moves on screen instead of freezing the button until the last byte.
 */
export async function readDownload(
  response: Response,
  fallbackName: string,
  onProgress: (received: number) => void,
): Promise<DownloadedFile> {
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const type = response.headers.get('Content-Type') ?? '';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(received);
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    chunks.push(bytes);
    onProgress(bytes.byteLength);
  }
  return { blob: new Blob(chunks, { type }), fileName: fileName ?? fallbackName };
}
