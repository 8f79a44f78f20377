/**
 * The day's salt (Plausible's method): a random value per UTC day, kept in one database row so
 * every replica hashes a visitor the same way, and deleted once the day is over (the sweep), after
 * which no hash of that day can be linked to an address again. Each process keeps the salts it
 * uses in memory, today's and yesterday's at most.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsSalts } from './schema.ts';

export class DailySalts {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  get(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.load(day);
      // A failed read is asked again next time, not remembered.
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }

  /** Forget every salt before `day` (called with yesterday: a late event of yesterday still hashes). */
  forgetBefore(day: string) {
    for (const known of this.salts.keys()) if (known < day) this.salts.delete(known);
  }

  private async load(day: string): Promise<string> {
    // The first replica to need the day's salt creates it; the others read that one.
    await this.db
      .insert(analyticsSalts)
      .values({ day, salt: crypto.randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  }
}

export function visitorHash(salt: string, address: string, userAgent: string): string {
  return crypto
    .createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}
