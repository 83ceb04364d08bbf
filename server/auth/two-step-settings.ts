import { inPerson, type Principal } from '../access/caller.js';
import type { AccountRole } from '../access/roles.js';
import { ConflictError, ForbiddenError, InvalidFieldError, UnauthenticatedError } from '../common/errors.js';
import type { ClientInfo } from '../http/client.js';
import { enteredCode, TWO_STEP_MESSAGES, type EnteredCode } from '../two-step/rules.js';
import type { TwoStepEnrollment, TwoStepService } from '../two-step/service.js';
import type { AccountRecord } from './models.js';
import type { AccountRepository } from './repository.js';
import type { SignInThrottle } from './sign-in-throttle.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    twoStepSettings: TwoStepSettings;
  }
}

/** Which roles must have two-step sign-in (TWO_STEP_REQUIRED_ROLES): until they enrol, their sessions may only enrol. */
export interface TwoStepPolicy {
  requiredRoles: readonly AccountRole[];
}

export const REQUIRED_BY_ROLE = 'Your role requires two-step sign-in: it cannot be turned off';

/** Whether the account must enrol before anything else: its role requires two-step sign-in and it is not on. */
export function mustEnrol(policy: TwoStepPolicy, account: Pick<AccountRecord, 'role'>, enabled: boolean): boolean {
  return !enabled && policy.requiredRoles.includes(account.role);
}

/**
 * A code of the account's, counted by the sign-in throttle as a password is (the caller has counted the attempt):
 * a wrong or used one counts a failure from the address and is refused naming `code`.
 */
export async function proveCode(twoStep: TwoStepService, throttle: SignInThrottle, accountId: number, entered: EnteredCode, address: string): Promise<void> {
  if (await twoStep.accepts(accountId, entered)) return;
  await throttle.failed(address);
  throw new InvalidFieldError('code', TWO_STEP_MESSAGES.codeIncorrect, 'incorrect');
}

/**
 * The signed-in account's own two-step sign-in (Account settings → Security), for both faces: its state,
 * enrolling, and turning it off with the password and a code. Signing in with it is AuthService's; an
 * administrator's reset is AccountAdministration's.
 */
export class TwoStepSettings {
  constructor(
    private readonly accounts: Pick<AccountRepository, 'findById' | 'authenticate'>,
    private readonly twoStep: TwoStepService,
    private readonly throttle: SignInThrottle,
    private readonly policy: TwoStepPolicy,
  ) {}

  async status(caller: Principal) {
    const account = await this.account(caller);
    const status = await this.twoStep.status(account.id);
    return { ...status, required: this.policy.requiredRoles.includes(account.role) };
  }

  async begin(caller: Principal): Promise<TwoStepEnrollment> {
    return this.twoStep.begin(await this.account(caller));
  }

  /** The ten recovery codes, shown once. A session that had to enrol may do everything its role allows from its next request. */
  async confirm(caller: Principal, code: string): Promise<string[]> {
    return this.twoStep.confirm((await this.account(caller)).id, code);
  }

  /**
   * Off, with the current password and a code (or a recovery code), both counted by the sign-in throttle:
   * someone holding a signed-in device alone cannot turn it off. Refusals name the field; nothing changes.
   */
  async disable(caller: Principal, password: string, code: string, client: ClientInfo): Promise<void> {
    const entered = enteredCode(code);
    const account = await this.account(caller);
    if (!(await this.twoStep.isOn(account.id))) throw new ConflictError(TWO_STEP_MESSAGES.notOn);
    if (this.policy.requiredRoles.includes(account.role)) throw new ForbiddenError(REQUIRED_BY_ROLE);
    await this.throttle.attempt(account.email, client.address);
    if (!(await this.accounts.authenticate(account.email, password))) {
      await this.throttle.failed(client.address);
      throw new InvalidFieldError('password', 'the current password is incorrect', 'incorrect');
    }
    await proveCode(this.twoStep, this.throttle, account.id, entered, client.address);
    await this.throttle.succeeded(account.email, client.address);
    await this.twoStep.disable(account.id);
  }

  /** The caller's account, signed in in person: an API key never touches two-step sign-in. */
  private async account(caller: Principal): Promise<AccountRecord> {
    const account = await this.accounts.findById(inPerson(caller).accountId);
    if (!account) throw new UnauthenticatedError('Missing or invalid access token');
    return account;
  }
}
