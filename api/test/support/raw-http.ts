import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no normalisation of `..`, no encoding. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | undefined;
  /** Content-Length is set from the body unless given here or `chunked` is used. */
  noContentLength?: boolean;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses one HTTP/1.1 answer from the bytes read until the server closed the connection. */
export function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status: 0, headers: {}, body: raw, text: raw.toString('utf8') };
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headEnd + 4);
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = dechunk(body);
  return { status, headers, body, text: body.toString('utf8') };
}

/** Writes `bytes` on a fresh connection and reads until the server closes it (10 s at most). */
export function sendRaw(port: number, bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while we are still writing (a refused oversized request).
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    // Not end(): Node's server drops a request whose client half-closes before the answer.
    socket.write(bytes);
  });
}

/** One request, exactly as described, with `Connection: close`. */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const body =
    request.body === undefined
      ? undefined
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Connection: 'close',
    ...request.headers,
  };
  if (body && !request.noContentLength && !('Content-Length' in headers))
    headers['Content-Length'] = String(body.length);
  const head =
    `${request.method} ${request.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return sendRaw(port, body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : head);
}
