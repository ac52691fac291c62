import autocannon from 'autocannon';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Replies by status class */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  /** Requests that got no answer within autocannon's timeout (10 s) */
  timeouts: number;
  /** Answers received in all */
  total: number;
}

export interface LoadOptions {
  /** http://host:port */
  base: string;
  /** Draws the next request (called once per request sent) */
  next: () => BenchRequest;
  /** seconds of load; bounded so a bench always stops by itself */
  duration: number;
  connections?: number;
  /** Requests per second over all connections; unset = as fast as the server answers */
  overallRate?: number;
}

/**
 * Loads a server in another process with autocannon; each request is drawn
 * afresh from the scenario's spread.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: options.base,
    duration: options.duration,
    connections: options.connections ?? 10,
    ...(options.overallRate ? { overallRate: Math.max(1, Math.round(options.overallRate)) } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const r = options.next();
          return {
            ...req,
            method: r.method,
            path: r.path,
            body: r.body === undefined ? undefined : JSON.stringify(r.body),
            // what a browser sends (over HTTPS; over plain HTTP it leaves out br): held bodies come compressed
            headers: { 'accept-encoding': 'gzip, deflate, br', ...(r.body === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers },
          };
        },
      },
    ],
  });
  // autocannon's instance is an event emitter and a promise of the result
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, statusCode: number) => {
    const key = `${Math.floor(statusCode / 100)}xx`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  });
  const result = await instance;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}
