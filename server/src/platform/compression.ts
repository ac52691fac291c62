/**
 * Compressed copies of the bodies the server holds (published replies and the
 * per-object bodies of http-cache.ts): made once per body and encoding on first
 * need and kept as long as the body, so a browser that accepts br or gzip gets
 * a fraction of the bytes (a province's batch lines: ≈ 1/8) and no request
 * pays for compressing. A body built afresh per request is sent as it is:
 * compressing it each time would cost more CPU than it saves on a local
 * network, and a deployment's proxy or CDN compresses those (docs/scaling.md).
 */
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller bodies go as they are: the saving is less than a packet. */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const SUPPORTED: Encoding[] = ['br', 'gzip'];

/** The encoding to send by the request's Accept-Encoding (q-values honoured), or null for the body as it is. */
function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  return (negotiate(value, SUPPORTED) as Encoding | undefined) ?? null;
}

const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  // quality 5: within a few per cent of the best for JSON, at a small fraction of its time
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** Per held body (the object that holds it, or the Buffer itself): whether it is worth compressing, and its copies made so far */
const held = new WeakMap<object, { small: boolean } & Partial<Record<Encoding, Buffer>>>();

function heldOf(holder: object, body: string | Buffer): { small: boolean } & Partial<Record<Encoding, Buffer>> {
  let made = held.get(holder);
  if (!made) held.set(holder, (made = { small: Buffer.byteLength(body) < COMPRESS_MIN_BYTES }));
  return made;
}

/**
 * Whether the answer with this held body depends on Accept-Encoding (it does
 * for every body worth compressing): its 200 and its 304 say so in Vary, so
 * that a shared cache keeps the encodings apart.
 */
export function variesWithEncoding(holder: object, body: string | Buffer): boolean {
  return !heldOf(holder, body).small;
}

/**
 * The body in the encoding the request accepts, compressed on first need and
 * kept while `holder` lives; null when the body goes as it is (too small, or
 * the client accepts neither).
 */
export function compressedCopy(holder: object, body: string | Buffer, accept: string | string[] | undefined): { encoding: Encoding; bytes: Buffer } | { encoding: null } {
  const made = heldOf(holder, body);
  if (made.small) return { encoding: null };
  const encoding = acceptedEncoding(accept);
  if (!encoding) return { encoding: null };
  const bytes = (made[encoding] ??= compress[encoding](typeof body === 'string' ? Buffer.from(body) : body));
  return { encoding, bytes };
}
