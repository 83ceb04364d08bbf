import type {
  AccountSettingsDefaults,
  AccountSettingsRecord,
  SocialLinks,
} from '../../../seed/content/account-settings.js';
import { InvalidInputError } from '../../errors.js';
import type { Clock } from '../../repositories.js';

/** The login account a settings record starts from. */
export interface AccountRef {
  id: number;
  username: string;
  fullName: string;
  email: string;
  avatar: string | null;
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

export interface AccountSettingsView extends AccountSettingsRecord {
  id: number;
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
 * Account settings, one record per account: the account and the seeded defaults until its first
 * save, which stores the record. Reads store nothing; each section is validated whole before it is
 * stored, so a refused save changes nothing either.
 */
export class AccountSettingsRepository {
  private readonly records = new Map<number, AccountSettingsRecord>();

  constructor(
    private readonly defaults: AccountSettingsDefaults,
    private readonly clock: Clock,
  ) {}

  get(account: AccountRef): AccountSettingsView {
    return { id: account.id, ...this.current(account) };
  }

  updateGeneral(account: AccountRef, input: GeneralChanges): AccountSettingsView {
    const username = input.username.trim();
    check(new RegExp(USERNAME_PATTERN).test(username), 'username must be 3-32 latin letters, digits, dots, dashes or underscores');
    const email = text(input.email, 'email', SETTINGS_LIMITS.email);
    check(EMAIL.test(email), 'email must be a valid e-mail address');
    const record = this.current(account);
    const avatar =
      input.avatar === undefined ? record.general.avatar : input.avatar === null ? null : text(input.avatar, 'avatar', SETTINGS_LIMITS.avatar);
    record.general = {
      avatar: avatar === '' ? null : avatar,
      username,
      fullName: text(input.fullName, 'fullName', SETTINGS_LIMITS.fullName, 1),
      email,
      company: text(input.company, 'company', SETTINGS_LIMITS.company),
    };
    return this.store(account, record);
  }

  updateInfo(account: AccountRef, input: InfoChanges): AccountSettingsView {
    const phone = input.phone.trim();
    check(phone === '' || new RegExp(PHONE_PATTERN).test(phone), 'phone must look like +7 (912) 345-67-89');
    const record = this.current(account);
    record.info = {
      bio: text(input.bio, 'bio', SETTINGS_LIMITS.bio),
      dob: input.dob === null ? null : this.dob(input.dob),
      country: text(input.country, 'country', SETTINGS_LIMITS.country),
      website: url(input.website, 'website'),
      phone,
    };
    return this.store(account, record);
  }

  updateSocial(account: AccountRef, input: SocialChanges): AccountSettingsView {
    const socialLinks = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, url(input.socialLinks[k], k)])) as unknown as SocialLinks;
    const record = this.current(account);
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
    return this.store(account, record);
  }

  updateNotifications(account: AccountRef, input: NotificationChanges): AccountSettingsView {
    const record = this.current(account);
    record.notification = { ...input };
    return this.store(account, record);
  }

  private dob(value: string): string {
    check(new RegExp(DATE_PATTERN).test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'dob must be a date YYYY-MM-DD');
    const normalized = new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10);
    check(normalized === value, 'dob must be a real calendar date');
    check(value >= OLDEST_DOB && value <= this.clock().toISOString().slice(0, 10), 'dob must be between 1900-01-01 and today');
    return value;
  }

  /** The stored record, or (before the first save) one drawn from the account and the defaults, not stored. */
  private current(account: AccountRef): AccountSettingsRecord {
    const stored = this.records.get(account.id);
    if (stored) return stored;
    const { company, ...rest } = structuredClone(this.defaults);
    return {
      general: { avatar: account.avatar, username: account.username, fullName: account.fullName, email: account.email, company },
      ...rest,
    };
  }

  private store(account: AccountRef, record: AccountSettingsRecord): AccountSettingsView {
    this.records.set(account.id, record);
    return this.get(account);
  }
}
