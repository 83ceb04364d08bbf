/**
 * An account's two-step sign-in (TOTP, RFC 6238), as its store keeps it. Secrets are kept only encrypted
 * (secret-box.ts: AES-256-GCM under TWO_STEP_ENCRYPTION_KEY); recovery codes and sign-in challenges only hashed.
 */
export interface TwoStepRecord {
  accountId: number;
  /** The authenticator's secret, encrypted; null until the first code confirmed it. */
  secret: string | null;
  /** A secret handed out by `beginEnrollment`, encrypted, waiting for its first code; null when none waits. */
  pendingSecret: string | null;
  /** ISO-8601 time it was turned on; null while only enrolling. */
  enabledAt: string | null;
  /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
  lastStep: number | null;
}

/** What the account's own screen and the administrators' list show: nothing secret. */
export interface TwoStepStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}
