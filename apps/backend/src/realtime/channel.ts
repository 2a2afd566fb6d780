// One joined channel of one socket: who it runs as, its postgres_changes bindings, its broadcast and presence settings,
// and the end of its token (the channel closes when the token expires or its session ends, as Realtime's does).
import type { ChannelAuth } from './access-token';
import type { ChangeBinding, ChangeSubscriber } from './delivery';
import type { JoinConfig } from './join';
import type { Frame } from './protocol';

export interface SocketLink {
  send(frame: Frame): void;
  /** A frame whose payload is already JSON. */
  sendAround(frame: Omit<Frame, 'payload'>, payloadJson: string): void;
  /** A binary broadcast, to 2.0.0 sockets only. */
  sendBinary?(topic: string, broadcast: { event: string; bytes: Uint8Array }): void;
  removeChannel(channel: Channel): void;
}

export class Channel implements ChangeSubscriber {
  bindings: ChangeBinding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  private expiry?: NodeJS.Timeout;
  closed = false;

  constructor(
    readonly socket: SocketLink,
    readonly topic: string,
    readonly joinRef: string | null,
    public auth: ChannelAuth,
    config: JoinConfig,
    private readonly sessionActive: (sessionId: unknown) => Promise<boolean>,
  ) {
    this.bindings = config.bindings;
    this.broadcastSelf = config.broadcastSelf;
    this.broadcastAck = config.broadcastAck;
    this.presenceKey = config.presenceKey;
    this.presenceEnabled = config.presenceEnabled;
    this.watchExpiry();
  }

  get subTopic(): string {
    return this.topic.replace(/^realtime:/, '');
  }

  push(payload: Record<string, unknown>, event = 'postgres_changes'): void {
    if (!this.closed) this.socket.send({ join_ref: null, ref: null, topic: this.topic, event, payload });
  }

  /** A postgres_changes frame: the binding ids and the change's data, serialized once for every channel it goes to. */
  pushChange(ids: number[], dataJson: string): void {
    if (!this.closed) this.socket.sendAround({ join_ref: null, ref: null, topic: this.topic, event: 'postgres_changes' }, `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`);
  }

  reply(ref: string | null, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    this.socket.send({ join_ref: this.joinRef, ref, topic: this.topic, event: 'phx_reply', payload: { status, response } });
  }

  system(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string): void {
    this.push({ extension, status, message, channel: this.subTopic }, 'system');
  }

  setAuth(auth: ChannelAuth): void {
    this.auth = auth;
    this.watchExpiry();
  }

  async stillValid(): Promise<boolean> {
    if (this.closed) return false;
    if (this.auth.exp !== undefined && this.auth.exp * 1000 <= Date.now()) {
      this.shutdown('InvalidJWTToken: Token has expired 0 seconds ago');
      return false;
    }
    if (this.auth.role === 'authenticated' && !(await this.sessionActive(this.auth.sessionId))) {
      this.shutdown('InvalidJWTToken: Session from session_id claim in JWT does not exist');
      return false;
    }
    return true;
  }

  /** Ends the channel from the server: a system error saying why, then phx_close (the client does not rejoin). */
  shutdown(reason: string): void {
    if (this.closed) return;
    this.system('system', 'error', reason);
    this.socket.send({ join_ref: this.joinRef, ref: null, topic: this.topic, event: 'phx_close', payload: {} });
    this.socket.removeChannel(this);
  }

  /** Forgets the channel's timers; the socket removes it from every registry. */
  dispose(): void {
    this.closed = true;
    clearTimeout(this.expiry);
  }

  private watchExpiry(): void {
    clearTimeout(this.expiry);
    if (this.auth.exp === undefined) return;
    const ms = Math.min(Math.max(0, this.auth.exp * 1000 - Date.now()) + 10, 2 ** 31 - 1);
    this.expiry = setTimeout(() => void this.stillValid(), ms);
    this.expiry.unref();
  }
}
