import { PRESENCE_HEARTBEAT_MS, type ChatRepository, type Presence } from './repository.js';

interface Sessions {
  count: number;
  idle: boolean;
  awayTimer: NodeJS.Timeout;
}

/**
 * Presence from live sessions (sockets) of this instance: a person is online while a session is connected,
 * away after `awayAfterMs` without activity (any request or subscription of theirs), offline when their last
 * session ends. Status changes go through the chat repository, which publishes them; one account's changes
 * are written in the order they happened (a store may answer out of order), a failed one is reported.
 */
export class PresenceTracker {
  private readonly accounts = new Map<number, Sessions>();
  /** The last presence write of each account still under way. */
  private readonly writing = new Map<number, Promise<void>>();
  /** Keeps this instance's presence fresh in a shared store, and lets a stopped instance's lapse. */
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly chat: Pick<ChatRepository, 'setPresence' | 'presenceHeartbeat'>,
    private readonly awayAfterMs: number,
    private readonly report: (error: unknown) => void,
    heartbeatMs = PRESENCE_HEARTBEAT_MS,
  ) {
    this.heartbeat = setInterval(() => this.chat.presenceHeartbeat().catch(this.report), heartbeatMs).unref();
  }

  /** Resolves when every presence write asked so far has been made (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.writing.values());
  }

  private setPresence(accountId: number, presence: Presence): void {
    const previous = this.writing.get(accountId) ?? Promise.resolve();
    const next = previous
      .then(() => this.chat.setPresence(accountId, presence))
      .then(() => undefined, this.report)
      .finally(() => {
        if (this.writing.get(accountId) === next) this.writing.delete(accountId);
      });
    this.writing.set(accountId, next);
  }

  connected(accountId: number): void {
    const sessions = this.accounts.get(accountId);
    if (sessions) {
      sessions.count += 1;
      this.activity(accountId);
      return;
    }
    const awayTimer = setTimeout(() => this.idle(accountId), this.awayAfterMs).unref();
    this.accounts.set(accountId, { count: 1, idle: false, awayTimer });
    this.setPresence(accountId, 'active');
  }

  activity(accountId: number): void {
    const sessions = this.accounts.get(accountId);
    if (!sessions) return;
    sessions.awayTimer.refresh();
    if (sessions.idle) {
      sessions.idle = false;
      this.setPresence(accountId, 'active');
    }
  }

  disconnected(accountId: number): void {
    const sessions = this.accounts.get(accountId);
    if (!sessions) return;
    sessions.count -= 1;
    if (sessions.count > 0) return;
    clearTimeout(sessions.awayTimer);
    this.accounts.delete(accountId);
    this.setPresence(accountId, 'gone');
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const sessions of this.accounts.values()) clearTimeout(sessions.awayTimer);
    this.accounts.clear();
  }

  private idle(accountId: number): void {
    const sessions = this.accounts.get(accountId);
    if (!sessions || sessions.idle) return;
    sessions.idle = true;
    this.setPresence(accountId, 'idle');
  }
}
