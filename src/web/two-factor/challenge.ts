/** What POST /api/auth/login answers instead of a session when a code is still needed. */
export interface TwoFactorChallenge {
  /** `enrol`: the user's store asks for two-factor sign-in and the user sets it up first. */
  twoFactor: 'code' | 'enrol';
  challenge: string;
}

/** The challenge in a sign-in's answer, if it is one. */
export function challengeIn(data: unknown): TwoFactorChallenge | null {
  const d = data as Partial<TwoFactorChallenge> | null | undefined;
  return d && typeof d.challenge === 'string' && (d.twoFactor === 'code' || d.twoFactor === 'enrol')
    ? { twoFactor: d.twoFactor, challenge: d.challenge }
    : null;
}
