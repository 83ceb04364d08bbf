import { InvalidInputError } from '../../common/errors.js';
import type { SettingsRecords } from './records.js';
import type { Clock } from '../../common/clock.js';
import type { AccountSettingsRecord, SocialLinks } from './models.js';

/** The login account a settings record starts from. */
export interface AccountRef {
  id: number;
  username: string;
  fullName: string;
  email: string;
  avatar: string | null;
  /** A new address waiting for its link (server/auth): the settings show it beside the account's address. */
  pendingEmail?: string | null;
}

/** avatar: omitted keeps the current one, null (or empty) removes it. */
export type GeneralChanges = Omit<AccountSettingsRecord['general'], 'avatar'> & { avatar?: string | null };
export type InfoChanges = AccountSettingsRecord['info'];
export type NotificationChanges = AccountSettingsRecord['notification'];
export interface SocialChanges {
  socialLinks: SocialLinks;
  /** Integrations to connect or disconnect, by id; others stay as they are. */
  connections?: { id: string; connected: boolean }[];
}

/** The general section shows the login account's own address (where it signs in and gets letters), and one waiting. */
export interface AccountSettingsView extends Omit<AccountSettingsRecord, 'general'> {
  id: number;
  general: AccountSettingsRecord['general'] & { pendingEmail: string | null };
}

export const SETTINGS_LIMITS = { username: 32, fullName: 100, email: 254, company: 100, bio: 500, country: 60, url: 300, avatar: 500 } as const;
const USERNAME_PATTERN = '^[A-Za-z0-9._-]{3,32}$';
const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,18}[0-9]$';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SOCIAL_KEYS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
const SOCIAL_ACCOUNT_LINKS: Partial<Record<string, keyof SocialLinks>> = { facebook: 'facebook', twitter: 'twitter', linkedin: 'linkedIn' };
const OLDEST_DOB = '1900-01-01';

function check(condition: boolean, message: string): void {
  if (!condition) throw new InvalidInputError(message);
}

function text(value: string, field: string, max: number, min = 0): string {
  const trimmed = value.trim();
  check(trimmed.length >= min && trimmed.length <= max, `${field} must be ${min}-${max} characters`);
  return trimmed;
}

/** Empty means "not given"; otherwise an absolute http(s) URL. */
function url(value: string, field: string): string {
  const trimmed = text(value, field, SETTINGS_LIMITS.url);
  if (trimmed === '') return '';
  let parsed: URL | undefined;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = undefined;
  }
  check(parsed !== undefined && (parsed.protocol === 'http:' || parsed.protocol === 'https:'), `${field} must be an http(s) URL`);
  return trimmed;
}

/**
 * Account settings, one record per account (each account its own, in both stores): the account
 * and the seeded defaults until its first save, which stores the record. Reads store nothing; each section
 * is validated whole before it is stored, so a refused save changes nothing either. The rules live here;
 * where records are kept is the store's `SettingsRecords` (memory or PostgreSQL).
 */
export class AccountSettingsRepository {
  constructor(
    private readonly records: SettingsRecords,
    private readonly clock: Clock,
  ) {}

  async get(account: AccountRef): Promise<AccountSettingsView> {
    return this.view(account, (await this.records.get(account.id)) ?? (await this.initial(account)));
  }

  async updateGeneral(account: AccountRef, input: GeneralChanges): Promise<AccountSettingsView> {
    const username = input.username.trim();
    check(new RegExp(USERNAME_PATTERN).test(username), 'username must be 3-32 latin letters, digits, dots, dashes or underscores');
    const email = text(input.email, 'email', SETTINGS_LIMITS.email);
    check(EMAIL.test(email), 'email must be a valid e-mail address');
    const fullName = text(input.fullName, 'fullName', SETTINGS_LIMITS.fullName, 1);
    const company = text(input.company, 'company', SETTINGS_LIMITS.company);
    const given = input.avatar === undefined || input.avatar === null ? input.avatar : text(input.avatar, 'avatar', SETTINGS_LIMITS.avatar);
    return this.change(account, (record) => {
      const avatar = given === undefined ? record.general.avatar : given;
      // The address is the login account's: a new one waits for its link (server/auth/email-verification.ts), so the
      // section keeps the account's own.
      record.general = { avatar: avatar === '' ? null : avatar, username, fullName, email: account.email, company };
    });
  }

  async updateInfo(account: AccountRef, input: InfoChanges): Promise<AccountSettingsView> {
    const phone = input.phone.trim();
    check(phone === '' || new RegExp(PHONE_PATTERN).test(phone), 'phone must look like +7 (912) 345-67-89');
    const info = {
      bio: text(input.bio, 'bio', SETTINGS_LIMITS.bio),
      dob: input.dob === null ? null : this.dob(input.dob),
      country: text(input.country, 'country', SETTINGS_LIMITS.country),
      website: url(input.website, 'website'),
      phone,
    };
    return this.change(account, (record) => {
      record.info = info;
    });
  }

  async updateSocial(account: AccountRef, input: SocialChanges): Promise<AccountSettingsView> {
    const socialLinks = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, url(input.socialLinks[k], k)])) as unknown as SocialLinks;
    return this.change(account, (record) => {
      const connected = record.social.connections.connectedAccounts;
      for (const change of input.connections ?? []) {
        check(connected.some((c) => c.id === change.id), `Unknown connection '${change.id}'`);
      }
      record.social = {
        socialLinks,
        connections: {
          connectedAccounts: connected.map((c) => {
            const change = input.connections?.find((x) => x.id === c.id);
            return change ? { ...c, connected: change.connected } : c;
          }),
          // A social account shows as linked exactly when its profile link is filled in.
          socialAccounts: record.social.connections.socialAccounts.map((s) => {
            const key = SOCIAL_ACCOUNT_LINKS[s.id];
            return key === undefined ? s : { ...s, url: socialLinks[key], linked: socialLinks[key] !== '' };
          }),
        },
      };
    });
  }

  async updateNotifications(account: AccountRef, input: NotificationChanges): Promise<AccountSettingsView> {
    return this.change(account, (record) => {
      record.notification = { ...input };
    });
  }

  private dob(value: string): string {
    check(new RegExp(DATE_PATTERN).test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'dob must be a date YYYY-MM-DD');
    const normalized = new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10);
    check(normalized === value, 'dob must be a real calendar date');
    check(value >= OLDEST_DOB && value <= this.clock().toISOString().slice(0, 10), 'dob must be between 1900-01-01 and today');
    return value;
  }

  /** Before the first save: a record drawn from the account and the defaults (not stored). */
  private async initial(account: AccountRef): Promise<AccountSettingsRecord> {
    const { company, ...rest } = await this.records.defaults();
    return {
      general: { avatar: account.avatar, username: account.username, fullName: account.fullName, email: account.email, company },
      ...rest,
    };
  }

  /** Edits a copy of the current record and stores it in one step of the store, so no section is lost. */
  private async change(account: AccountRef, edit: (record: AccountSettingsRecord) => void): Promise<AccountSettingsView> {
    // Read first: `change` runs inside the store's write step, which waits for nothing else.
    const initial = await this.initial(account);
    const stored = await this.records.update(account.id, (current) => {
      const record = structuredClone(current ?? initial);
      edit(record);
      return record;
    });
    return this.view(account, stored);
  }

  private view(account: AccountRef, record: AccountSettingsRecord): AccountSettingsView {
    const copy = structuredClone(record);
    return { id: account.id, ...copy, general: { ...copy.general, email: account.email, pendingEmail: account.pendingEmail ?? null } };
  }
}
