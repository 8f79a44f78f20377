/** The embedded shop marks its data directory while it runs; a stale mark is ignored. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { markShopRunning, refusalWhileShopRuns, runningShopOn } from './shop-running.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-running-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a running embedded shop', () => {
  it('is found by its pid file while its process lives, and not after', async () => {
    expect(runningShopOn(dir)).toBeNull();
    const shop = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(path.join(dir, 'shop.pid'), `${shop.pid}\n`);
    expect(runningShopOn(dir)).toBe(shop.pid);
    expect(refusalWhileShopRuns(dir, 'back up')).toBe(
      `The shop is running on this data directory (process ${shop.pid}). Stop it first, or use "Back up now" on the admin dashboard, which backs up through the running shop.`,
    );
    shop.kill();
    await once(shop, 'exit');
    expect(runningShopOn(dir)).toBeNull();
    expect(refusalWhileShopRuns(dir, 'restore')).toBeNull();
  });

  it('this process’s own mark is removed when it stops', () => {
    const remove = markShopRunning(dir);
    expect(fs.readFileSync(path.join(dir, 'shop.pid'), 'utf8').trim()).toBe(String(process.pid));
    remove();
    expect(fs.existsSync(path.join(dir, 'shop.pid'))).toBe(false);
  });
});
