/**
 * On the embedded database only one process may open the data directory: a backup or restore
 * taken from the command line while the shop runs would read (or write) the database files
 * under it. The running shop marks its data directory with `shop.pid` (its process id), removed
 * when it stops; the scripts refuse while that process is alive. A file left by a shop that
 * crashed names a process that is gone, and is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';

const PID_FILE = 'shop.pid';

/** Marks `dataDir` as in use by this process; answers the function that removes the mark. */
export function markShopRunning(dataDir: string): () => void {
  const file = path.join(path.resolve(dataDir), PID_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${process.pid}\n`);
  const remove = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', remove);
  return remove;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id of a shop running on `dataDir`, or null. */
export function runningShopOn(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(path.resolve(dataDir), PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** The scripts' refusal, when the embedded shop runs on their data directory. */
export function refusalWhileShopRuns(dataDir: string, what: 'back up' | 'restore'): string | null {
  const pid = runningShopOn(dataDir);
  if (pid === null) return null;
  return what === 'back up'
    ? `The shop is running on this data directory (process ${pid}). Stop it first, or use "Back up now" on the admin dashboard, which backs up through the running shop.`
    : `The shop is running on this data directory (process ${pid}). Stop it first, then restore.`;
}
