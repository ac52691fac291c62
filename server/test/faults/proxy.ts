import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a store (PostgreSQL, Redis) that a test can cut and
 * restore: cut() drops every open connection and refuses new ones, as a store
 * that went away; restore() listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const newServer = () =>
    createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  let server: Server | null = newServer();
  const port = await listen(server, 0);
  return {
    port,
    cut: async () => {
      if (server) await stop(server);
      server = null;
    },
    restore: async () => {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: async () => {
      if (server) await stop(server);
      server = null;
    },
  };
}

/** Whether something answers on host:port within a second. */
export function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, host);
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}
