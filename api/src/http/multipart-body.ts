import busboy from 'busboy';
import type { Context } from 'koa';
import { HttpError } from './errors';

export interface MultipartLimits {
  /** Largest file, in bytes; a larger one is refused with 413 and `tooLargeMessage`. */
  fileBytes: number;
  tooLargeMessage: string;
  /** How many files and text fields the form may have. */
  files: number;
  fields: number;
  /** Longest text field, in bytes. */
  fieldBytes: number;
}

export interface MultipartFile {
  /** The form field the file came in. */
  field: string;
  bytes: Buffer;
  /** The file name the client sent, if any: for showing to people only, never as a path. */
  clientName: string;
}

export interface MultipartBody {
  /** Text fields by name; a repeated name keeps its first value. */
  fields: Map<string, string>;
  files: MultipartFile[];
}

/** Room for the form's boundaries, part headers and text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data body (busboy) into memory within `limits`: 415 for another type
 * or a compressed body, 413 with `tooLargeMessage` for a file past `fileBytes` (checked against
 * Content-Length first, then while reading), 400 for too many parts or a malformed body. A file
 * is kept with its bytes and the name the client gave it: that name and the declared type are
 * not trusted, so the name is only ever shown, and the type is not kept. After a refusal the rest of the upload is drained, not stored, so
 * the client still receives the answer.
 */
export async function readMultipartBody(
  ctx: Context,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new HttpError(415, 'Compressed request bodies are not supported');
  }
  if (!ctx.is('multipart/form-data')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data');
  }
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limits.fileBytes + ENVELOPE_BYTES) {
    ctx.req.resume();
    throw new HttpError(413, limits.tooLargeMessage);
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: ctx.req.headers,
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        parts: limits.files + limits.fields,
      },
    });
  } catch {
    // No boundary, or a boundary busboy cannot use.
    ctx.req.resume();
    throw new HttpError(400, 'The request body could not be read');
  }

  return new Promise<MultipartBody>((resolve, reject) => {
    const body: MultipartBody = { fields: new Map(), files: [] };
    // Each file's bytes are complete when its stream ends, which may come after the parser closes.
    const filesRead: Promise<void>[] = [];
    let refusal: HttpError | null = null;
    const refuse = (error: HttpError) => {
      refusal ??= error;
      // Stop parsing and let the rest of the request drain, so the answer can be sent.
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(refusal);
    };

    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!refusal) chunks.push(chunk);
      });
      stream.on('limit', () => refuse(new HttpError(413, limits.tooLargeMessage)));
      filesRead.push(
        new Promise((done) =>
          stream.on('end', () => {
            if (!refusal)
              body.files.push({
                field,
                bytes: Buffer.concat(chunks),
                clientName: info.filename ?? '',
              });
            done();
          }),
        ),
      );
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        refuse(new HttpError(413, `Field ${name} must be at most ${limits.fieldBytes} bytes`));
        return;
      }
      if (!body.fields.has(name)) body.fields.set(name, value);
    });
    const tooMany = () => refuse(new HttpError(400, 'The form has too many parts'));
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('error', () => refuse(new HttpError(400, 'The request body could not be read')));
    parser.on('close', () => {
      void Promise.all(filesRead).then(() => {
        if (!refusal) resolve(body);
      });
    });
    ctx.req.on('error', () => refuse(new HttpError(400, 'The request body could not be read')));
    ctx.req.pipe(parser);
  });
}
