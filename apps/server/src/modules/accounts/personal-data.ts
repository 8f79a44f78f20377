/**
 * What the accounts module keeps about a person: the account (name, address, picture), its
 * sign-in methods and sessions (network address, browser), pending sign-in links and codes, and
 * the per-address sign-in throttles. Deleting the account keeps the row as a tombstone that
 * orders point at, renamed and unable to sign in; everything else goes.
 */
import { eq, ilike, inArray, or } from 'drizzle-orm';
import { containsPattern } from '../../db/escape-like.ts';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { account, authThrottles, session, twoFactor, user, verification } from './schema.ts';

const THROTTLE_KINDS = ['password', 'otp', 'mail'] as const;

export const accountsPersonalData: PersonalDataOwner = {
  module: 'accounts',
  holds: {
    user: {
      name: 'replaced by "Deleted customer"',
      email: 'replaced by an undeliverable deleted-…@deleted.invalid address',
      image: 'erased',
      ban_reason: 'set to "account deleted"',
    },
    session: { ip_address: 'deleted with the session', user_agent: 'deleted with the session' },
    account: { account_id: 'deleted (the sign-in method)', password: 'deleted' },
    verification: {
      identifier: 'pending sign-in links and codes to their address deleted',
      value: 'deleted with them',
    },
    auth_throttles: { key: 'the address’s sign-in counters deleted' },
  },

  async exportFor(db, person) {
    const [row] = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, person.userId));
    const sessions = await db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, person.userId));
    return { profile: row ?? null, sessions };
  },

  async erase(tx, person, anonymous) {
    await tx.delete(session).where(eq(session.userId, person.userId));
    await tx.delete(account).where(eq(account.userId, person.userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, person.userId));
    if (person.emails.length) {
      // Identifiers are stored hashed; a magic link's value names its address.
      await tx
        .delete(verification)
        .where(
          or(
            inArray(verification.identifier, [...person.emails]),
            ...person.emails.map((email) => ilike(verification.value, containsPattern(email))),
          ),
        );
      await tx.delete(authThrottles).where(
        or(
          ...THROTTLE_KINDS.map((kind) =>
            inArray(
              authThrottles.key,
              person.emails.map((email) => `${kind}:${email}`),
            ),
          ),
        ),
      );
    }
    await tx
      .update(user)
      .set({
        email: anonymous.email,
        name: anonymous.name,
        image: null,
        emailVerified: false,
        twoFactorEnabled: false,
        banned: true,
        banReason: 'account deleted',
      })
      .where(eq(user.id, person.userId));
  },
};
