import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import type { Subject } from '../access/abilities.js';
import type { RoleAbilities } from '../access/role-abilities.js';
import type { EventRecord } from '../calendar/models.js';
import { WorkInFlight } from '../common/work-in-flight.js';
import { runAsActor } from '../common/write-scope.js';
import type { EventBus, Unsubscribe } from '../events/bus.js';
import type { EventOf, LiveEvent } from '../events/catalog.js';
import type { ErrorReporter } from '../events/publishing.js';
import type { Clock } from '../common/clock.js';
import type { Repositories } from '../common/repositories.js';
import type { AccountRecord } from '../auth/models.js';

/** "Starting within 15 minutes". */
export const REMINDER_WINDOW_MS = 15 * 60_000;

/**
 * A bulk change's task events are told at most this often: each of its chunks (500 tasks, several a second) had
 * raised the assignee's one notification again, some five round trips to the store and a live event each time.
 */
export const BULK_TOLD_EVERY_MS = 1000;

/** The events the rules below raise notifications from. */
const NOTIFYING_TOPICS = ['chat.message', 'chat.read', 'task', 'calendarEvent'] as const;

/** Rules under way (their reads and notifications), by instance: a closing app waits for them before its store goes. */
const running = new WorkInFlight<NotificationRules>();

/**
 * Raises notifications from the events this instance published (never once per instance): a chat message
 * for its recipient (when their chat notifications are on), a task newly assigned to an account's team
 * member by someone else, an event about to start. Each only for accounts that may read what it points to.
 * Every instance sweeps the calendar for starting events; the store raises each reminder once per account,
 * event and start, whichever instance gets there first.
 */
export class NotificationRules {
  /** `<event id>@<start>` this instance has reminded of: spares the store a write per sweep. A moved event is reminded of again. */
  private readonly reminded = new Set<string>();
  /** Task events published in this turn of the event loop, told once it ends (`gather`). */
  private readonly gathered: EventOf<'task'>[] = [];
  /** Task events of bulk changes, told BULK_TOLD_EVERY_MS after the first of them (`gather`). */
  private readonly bulk: EventOf<'task'>[] = [];

  constructor(
    private readonly repositories: Repositories,
    /** Each role's abilities: a notification goes only to an active account whose role may read what it points to. */
    private readonly roles: Pick<RoleAbilities, 'current'>,
    private readonly clock: Clock,
    /** Where a rule that failed (e.g. the store went away) is told: an event is never refused for it. */
    private readonly report: ErrorReporter,
  ) {}

  private async can(account: AccountRecord, subject: Subject): Promise<boolean> {
    return account.active && (await this.roles.current()).abilityOf(account.role).can('read', subject);
  }

  listen(bus: EventBus): Unsubscribe {
    return bus.subscribeLocal(NOTIFYING_TOPICS, (event) => {
      if (event.topic === 'task') this.gather(event);
      // A rule's own writes are made on behalf of whoever made the write that raised the event.
      else this.track(runAsActor(() => event.actorId, () => this.apply(event)));
    });
  }

  /** Resolves once the rules raised from events told so far have ended (shutdown, tests, benches). */
  async settled(): Promise<void> {
    await running.settled(this);
  }

  private track(work: Promise<void>): void {
    running.track(this, work.catch(this.report));
  }

  /**
   * Task events wait for the rest of their write: a many-write (a bulk job's chunk) publishes its records' events
   * together, and they are told in one notification per account, counting the tasks, where each task had been a
   * read of every account and a notification of its own (a reassignment of 100,000 tasks took 150 s). A bulk
   * change's wait for the chunks after theirs, so its assignee is told again once a second, not once a chunk.
   */
  private gather(event: EventOf<'task'>): void {
    const bulk = event.batchId !== undefined;
    const waiting = bulk ? this.bulk : this.gathered;
    if (waiting.length === 0) this.track((bulk ? delay(BULK_TOLD_EVERY_MS) : nextTurn()).then(() => this.assignGathered(waiting.splice(0))));
    waiting.push(event);
  }

  private async apply(event: LiveEvent): Promise<void> {
    switch (event.topic) {
      case 'chat.message':
        return this.chatMessage(event);
      case 'chat.read': {
        const accountId = await this.repositories.chat.accountOf(event.readerId);
        if (accountId !== undefined) await this.repositories.notifications.markChatRead(accountId, event.contactId);
        return;
      }
      case 'calendarEvent':
        if (event.change !== 'DELETED') await this.remindIfStarting(event.event);
        return;
      default:
        return;
    }
  }

  private async chatMessage(event: EventOf<'chat.message'>): Promise<void> {
    // The message's own deliveries go first: a notification never reaches a socket before what raised it.
    await nextTurn();
    const { chat, accounts, notifications } = this.repositories;
    const recipientId = event.members.find((id) => id !== event.message.senderId);
    const accountId = recipientId === undefined ? undefined : await chat.accountOf(recipientId);
    const account = accountId === undefined ? undefined : await accounts.findById(accountId);
    if (!account || !(await this.can(account, 'Chat')) || !(await chat.notificationsOn(account.id))) return;
    const sender = await chat.contact(event.message.senderId);
    await notifications.raise({
      accountId: account.id,
      kind: 'chat_message',
      createdAt: event.message.time,
      title: sender.fullName,
      excerpt: event.message.message,
      contactId: sender.id,
      taskId: null,
      eventId: null,
      startsAt: null,
    });
  }

  /** The gathered task events, by write (actor and bulk change): each account told once per write of its member's new tasks. */
  private async assignGathered(events: readonly EventOf<'task'>[]): Promise<void> {
    const assigned = events.filter(({ task, previousAssigneeId }) => task.assigneeId !== null && task.assigneeId !== previousAssigneeId && !task.isDeleted);
    if (assigned.length === 0) return;
    const writes = groupedBy(assigned, (event) => `${event.actorId}:${event.batchId ?? event.at}`);
    const accounts = await this.repositories.accounts.all();
    for (const write of writes.values()) {
      const { actorId, batchId = null } = write[0];
      await runAsActor(() => actorId, async () => {
        for (const [memberId, tasks] of groupedBy(write, (event) => event.task.assigneeId)) {
          const latest = tasks[tasks.length - 1].task;
          for (const account of accounts) {
            if (account.teamMemberId !== memberId || account.id === actorId || !(await this.can(account, 'Task'))) continue;
            await this.repositories.notifications.raise({
              accountId: account.id,
              kind: 'task_assigned',
              createdAt: this.clock().toISOString(),
              title: latest.title,
              excerpt: null,
              contactId: null,
              taskId: latest.id,
              eventId: null,
              startsAt: null,
              count: tasks.length,
              batchId,
            });
          }
        }
      });
    }
  }

  /** The periodic sweep: reminders of every timed event starting within the window and not yet reminded of. */
  sweep(): void {
    this.track(this.remindStartingEvents());
  }

  private async remindStartingEvents(): Promise<void> {
    const now = this.clock().getTime();
    const starting = await this.repositories.calendar.startingBetween(new Date(now).toISOString(), new Date(now + REMINDER_WINDOW_MS).toISOString());
    for (const event of starting) await this.remindIfStarting(event);
  }

  private async remindIfStarting(event: EventRecord): Promise<void> {
    const now = this.clock().getTime();
    const start = Date.parse(event.start);
    const key = `${event.id}@${event.start}`;
    if (event.allDay || start <= now || start - now > REMINDER_WINDOW_MS || this.reminded.has(key)) return;
    this.reminded.add(key);
    for (const account of await this.repositories.accounts.all()) {
      if (!(await this.can(account, 'Event'))) continue;
      await this.repositories.notifications.raise({
        accountId: account.id,
        kind: 'event_starting',
        createdAt: new Date(now).toISOString(),
        title: event.title,
        excerpt: null,
        contactId: null,
        taskId: null,
        eventId: event.id,
        startsAt: event.start,
      });
    }
  }
}

/** Items by key, in their order (Map.groupBy, which Node 20 lacks). */
function groupedBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
