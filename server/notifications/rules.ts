import type { Subject } from '../access/abilities.js';
import type { RoleAbilities } from '../access/role-abilities.js';
import type { EventRecord } from '../calendar/models.js';
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
 * Raises notifications from the events this instance published (never once per instance): a chat message
 * for its recipient (when their chat notifications are on), a task newly assigned to an account's team
 * member by someone else, an event about to start. Each only for accounts that may read what it points to.
 * Every instance sweeps the calendar for starting events; the store raises each reminder once per account,
 * event and start, whichever instance gets there first.
 */
/** The events the rules below raise notifications from. */
const NOTIFYING_TOPICS = ['chat.message', 'chat.read', 'task', 'calendarEvent'] as const;

export class NotificationRules {
  /** `<event id>@<start>` this instance has reminded of: spares the store a write per sweep. A moved event is reminded of again. */
  private readonly reminded = new Set<string>();

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
    // A rule's own writes are made on behalf of whoever made the write that raised the event.
    return bus.subscribeLocal(NOTIFYING_TOPICS, (event) => void runAsActor(() => event.actorId, () => this.apply(event)).catch(this.report));
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
      case 'task':
        return this.taskAssigned(event);
      case 'calendarEvent':
        if (event.change !== 'DELETED') await this.remindIfStarting(event.event);
        return;
      default:
        return;
    }
  }

  private async chatMessage(event: EventOf<'chat.message'>): Promise<void> {
    // The message's own deliveries go first: a notification never reaches a socket before what raised it.
    await new Promise((resolve) => setImmediate(resolve));
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

  private async taskAssigned(event: EventOf<'task'>): Promise<void> {
    const { task } = event;
    if (task.assigneeId === null || task.assigneeId === event.previousAssigneeId || task.isDeleted) return;
    for (const account of await this.repositories.accounts.all()) {
      if (account.teamMemberId !== task.assigneeId || account.id === event.actorId || !(await this.can(account, 'Task'))) continue;
      await this.repositories.notifications.raise({
        accountId: account.id,
        kind: 'task_assigned',
        createdAt: this.clock().toISOString(),
        title: task.title,
        excerpt: null,
        contactId: null,
        taskId: task.id,
        eventId: null,
        startsAt: null,
      });
    }
  }

  /** Every timed event starting within the window and not yet reminded of: the periodic sweep. */
  async remindStartingEvents(): Promise<void> {
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
