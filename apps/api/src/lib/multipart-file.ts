import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@shop/shared';
import { AppError, badRequest, fieldError, type CodeWithStatus } from './errors';

export interface SingleFileRules {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** Spanish texts, phrased for the document the route expects. */
  messages: { required: string; tooLarge: string; onlyOne: string };
  codes: { required: CodeWithStatus<400>; tooLarge: CodeWithStatus<413> };
}

const MALFORMED =
  'El formulario enviado está incompleto o dañado. Vuelva a adjuntar el archivo e inténtelo de nuevo.';

const fromFastifyCode = (rules: SingleFileRules, code: string | undefined): AppError | null => {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(rules.codes.tooLarge, rules.messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return fieldError('VALIDATION_ERROR', rules.field, rules.messages.onlyOne);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest(MALFORMED);
  }
  return null;
};

/**
 * The one file of a multipart/form-data upload, read to the end of the body. Everything the parser
 * can throw here comes from the caller's bytes (cut bodies, boundaries that never appear, extra
 * files), so each becomes a 4xx in Spanish; the route hands the bytes on only after the whole body
 * was read, so a second file can never slip in after the first one was stored.
 */
export async function readSingleFile(
  request: FastifyRequest,
  rules: SingleFileRules,
): Promise<Buffer> {
  return (await readSingleUpload(request, rules)).data;
}

/** The same, with the file's name as the browser sent it (an extension to check, a name to log). */
export async function readSingleUpload(
  request: FastifyRequest,
  rules: SingleFileRules,
): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.multipartRequired);
  }
  let file: Buffer | undefined;
  let fileName = '';
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 10, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== rules.field) {
        await part.toBuffer();
        continue;
      }
      file = await part.toBuffer();
      fileName = part.filename;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fromFastifyCode(rules, (err as { code?: string }).code) ?? badRequest(MALFORMED);
  }
  if (!file) {
    throw fieldError(rules.codes.required, rules.field, rules.messages.required);
  }
  return { data: file, fileName };
}
