/**
 * The announcement socket (spec §4, §7 Realtime): /ws-pc-b/{deviceId} on the
 * site's own host. A heartbeat every 30 s; after an error or a close nobody
 * asked for, a new connection 5 s later. Unreadable messages are only logged
 * (spec §8).
 */
import { useEffect, useRef } from 'react';
import { HEARTBEAT_MS, RECONNECT_MS, type AnnouncementMessage } from '@zhiyuan/domain';

const DEVICE_KEY = 'zhiyuan.device';

/** The browser's device id (the same one login sends as uid). */
export function deviceId(): string {
  const storage = globalThis.localStorage;
  let id = storage?.getItem(DEVICE_KEY) ?? null;
  if (!id) {
    id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    storage?.setItem(DEVICE_KEY, id);
  }
  return id;
}

export function socketUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws-pc-b/${encodeURIComponent(deviceId())}`;
}

/** Calls `onAnnouncement` for every announcement published while the page is open. */
export function useAnnouncementSocket(onAnnouncement: (message: AnnouncementMessage) => void): void {
  const handler = useRef(onAnnouncement);
  handler.current = onAnnouncement;
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scheduleReconnect = () => {
      clearInterval(heartbeat);
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        connect();
      }, RECONNECT_MS);
    };
    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () => {
        heartbeat = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('ping'), HEARTBEAT_MS);
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        try {
          const data = JSON.parse(event.data) as { kind?: string } & AnnouncementMessage;
          if (data.kind === 'announcement') handler.current(data);
        } catch (err) {
          console.warn('unreadable announcement message', err);
        }
      };
      socket.onerror = () => scheduleReconnect();
      socket.onclose = () => scheduleReconnect();
    };
    connect();
    return () => {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      socket?.close(1000, 'page closed');
    };
  }, []);
}
