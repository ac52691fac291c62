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

/**
 * The body in the encoding the request accepts, compressed on first need and
 * kept while `holder` lives; null when the body goes as it is (too small, or
 * the client accepts neither). `vary` is whether the answer depends on
 * Accept-Encoding (it does for every body worth compressing).
 */
export function compressedCopy(holder: object, body: string | Buffer, accept: string | string[] | undefined): { vary: boolean; encoding: Encoding; bytes: Buffer } | { vary: boolean; encoding: null } {
  let made = held.get(holder);
  if (!made) held.set(holder, (made = { small: Buffer.byteLength(body) < COMPRESS_MIN_BYTES }));
  if (made.small) return { vary: false, encoding: null };
  const encoding = acceptedEncoding(accept);
  if (!encoding) return { vary: true, encoding: null };
  const bytes = (made[encoding] ??= compress[encoding](typeof body === 'string' ? Buffer.from(body) : body));
  return { vary: true, encoding, bytes };
}
