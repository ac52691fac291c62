import { readFileSync } from 'node:fs';
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
  /**
   * The server's CPU time (user + system, all its threads) per answer, in µs,
   * when its pid was given and the system says (Linux): what an answer costs
   * the server, whatever else the machine does at the time
   */
  cpuMicrosPerRequest: number | null;
  /**
   * Of it, the server's request thread alone (its main thread, /proc/pid/task/pid): the process figure also counts
   * the odds model's thread and V8's helper threads, so a collection in the model's thread shows there, not here
   */
  requestThreadCpuMicrosPerRequest: number | null;
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
  /** The server's process: its CPU time is read before and after the load */
  serverPid?: number;
}

/** The kernel's clock ticks per second in /proc (USER_HZ: 100 on every Linux the bench runs on) */
const CLOCK_TICKS = 100;

/** CPU time a process (or, with `thread`, one of its threads) has used so far, in µs (Linux's /proc; null elsewhere) */
export function processCpuMicros(pid: number, thread?: number): number | null {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces): utime and stime are the 14th and 15th of the line
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Loads a server in another process with autocannon; each request is drawn
 * afresh from the scenario's spread.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  const cpuBefore = options.serverPid ? processCpuMicros(options.serverPid) : null;
  // a process's main thread has the process's id
  const threadBefore = options.serverPid ? processCpuMicros(options.serverPid, options.serverPid) : null;
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
  const cpuAfter = options.serverPid ? processCpuMicros(options.serverPid) : null;
  const threadAfter = options.serverPid ? processCpuMicros(options.serverPid, options.serverPid) : null;
  const perAnswer = (before: number | null, after: number | null) => (before !== null && after !== null && result.requests.total > 0 ? (after - before) / result.requests.total : null);
  return {
    cpuMicrosPerRequest: perAnswer(cpuBefore, cpuAfter),
    requestThreadCpuMicrosPerRequest: perAnswer(threadBefore, threadAfter),
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
