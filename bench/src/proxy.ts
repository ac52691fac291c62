/**
 * A small round-robin HTTP proxy for the scaling bench (docs/scaling.md):
 * `tsx bench/src/proxy.ts <upstream port> [<upstream port> …]`, PORT=0 picks
 * a port; prints `READY <port> {}`. Keep-alive to every upstream; what a
 * load balancer in front of several API processes does, in one process.
 */
import http from 'node:http';

const upstreams = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const server = http.createServer((req, res) => {
  const port = upstreams[next++ % upstreams.length]!;
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  process.stdout.write(`READY ${addr.port} {}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
