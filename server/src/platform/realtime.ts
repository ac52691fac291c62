/**
 * Realtime (spec §7 Realtime): the websocket /ws-pc-b/{deviceId} over which
 * every open page receives announcements (date, message) as they are
 * published. The client sends a heartbeat every 30 s (answered with a pong);
 * a publish reaches the sockets of this process and, through Redis pub/sub
 * when REDIS_URL is set, those of every other API process.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AnnouncementMessage } from '@zhiyuan/domain';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface Realtime {
  /** Sends an announcement to every open socket of every API process. */
  publish(message: AnnouncementMessage): Promise<void>;
  /** Open sockets of this process */
  readonly size: number;
}

export const realtimeChannel = (redisPrefix: string) => `${redisPrefix}realtime:announcements`;

export interface RealtimePluginOptions {
  redisPrefix: string;
}

/** What travels on a socket: `{ kind: 'announcement', ...AnnouncementMessage }` or `{ kind: 'pong' }`. */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { redisPrefix }) => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
    const sockets = new Set<WebSocket>();
    const deliver = (message: AnnouncementMessage) => {
      const text = JSON.stringify({ kind: 'announcement', ...message });
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
    };

    const origin = randomUUID();
    const channel = realtimeChannel(redisPrefix);
    const redis = app.redis;
    if (redis) {
      const subscriber = redis.duplicate();
      subscriber.on('error', (err) => app.log.warn({ err }, 'redis realtime subscriber error'));
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          const parsed = JSON.parse(text) as { origin: string; message: AnnouncementMessage };
          if (parsed.origin !== origin) deliver(parsed.message);
        } catch {
          app.log.warn({ text }, 'unreadable realtime message ignored');
        }
      });
      await subscriber.subscribe(channel);
      app.addHook('onClose', async () => void (await subscriber.quit().catch(() => subscriber.disconnect())));
    }

    app.decorate('realtime', {
      async publish(message: AnnouncementMessage) {
        deliver(message);
        if (redis) {
          await redis
            .publish(channel, JSON.stringify({ origin, message }))
            .catch((err: unknown) => app.log.error({ err }, 'could not send the announcement to the other API processes'));
        }
      },
      get size() {
        return sockets.size;
      },
    });

    app.addHook('preClose', () => {
      for (const socket of sockets) socket.close(1001, 'server closing');
    });

    app.get<{ Params: { deviceId: string } }>('/ws-pc-b/:deviceId', { websocket: true, schema: { hide: true } }, (socket, request) => {
      if (!/^[\w-]{1,64}$/.test(request.params.deviceId)) {
        socket.close(1008, 'bad device id');
        return;
      }
      sockets.add(socket);
      socket.on('message', (data: Buffer) => {
        // the client's heartbeat: anything it sends is answered, so both sides know the line is alive
        if (data.length <= 256) socket.send(JSON.stringify({ kind: 'pong' }));
      });
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => sockets.delete(socket));
    });
  },
  { name: 'realtime', dependencies: ['redis'] },
);
