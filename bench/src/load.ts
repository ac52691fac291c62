import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** seconds of load; bounded so a bench always stops by itself */
  duration?: number;
  connections?: number;
}

/** Loads one loopback URL with autocannon and returns its throughput. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    duration: options.duration ?? 5,
    connections: options.connections ?? 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
