import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { inflateAhead, inflated } from './inflate';

describe('gzip files inflated ahead of their load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inflate-'));
  const gz = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, gzipSync(text));
    return file;
  };
  afterEach(() => inflateAhead([]));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the same bytes inflated on the thread as read in place', async () => {
    const text = 'province,year\n' + '北京,2025\n'.repeat(50_000);
    const a = gz('a.csv.gz', text);
    const b = gz('b.csv.gz', 'x\n1\n');
    inflateAhead([a, b]);
    expect((await inflated(a)).toString('utf8')).toBe(text);
    expect((await inflated(b)).toString('utf8')).toBe('x\n1\n');
    // taken once: a second call reads the file here
    expect((await inflated(a)).toString('utf8')).toBe(text);
  });

  it('reads a file again when it changed after it was inflated ahead', async () => {
    const file = gz('changed.csv.gz', 'old\n');
    inflateAhead([file]);
    // let the thread inflate the old bytes first
    await new Promise((resolve) => setTimeout(resolve, 200));
    writeFileSync(file, gzipSync('new, longer\n'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect((await inflated(file)).toString('utf8')).toBe('new, longer\n');
  });

  it('reports a broken file to the load that takes it, as reading in place would', async () => {
    const file = join(dir, 'broken.csv.gz');
    writeFileSync(file, 'not gzip at all');
    inflateAhead([file]);
    await expect(inflated(file)).rejects.toThrow(/header|gzip/i);
    const missing = join(dir, 'missing.csv.gz');
    inflateAhead([missing]);
    await expect(inflated(missing)).rejects.toThrow(/ENOENT/);
  });

  it('forgets what it was not asked to keep, and stops its thread on []', async () => {
    const a = gz('keep.csv.gz', 'a\n');
    const b = gz('drop.csv.gz', 'b\n');
    inflateAhead([a, b]);
    inflateAhead([a]);
    inflateAhead([]);
    // after a stop every file is read here and the answers are still right
    expect((await inflated(a)).toString('utf8')).toBe('a\n');
    expect((await inflated(b)).toString('utf8')).toBe('b\n');
  });
});
