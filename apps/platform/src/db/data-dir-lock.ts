import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// One process opens a PGlite directory, never two (DESIGN.md 8). The platform leaves a note in the directory
// while it runs; the CLI and a second platform read it and go through the running one instead.

type Holder = { pid: number; port: number };

const noteOf = (dataDir: string) => join(dataDir, 'platform.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live platform holding `dataDir`, if any; a note left by a crashed one is ignored. */
export function dataDirHolder(dataDir: string): Holder | null {
  const note = noteOf(dataDir);
  if (!existsSync(note)) return null;
  try {
    const holder = JSON.parse(readFileSync(note, 'utf8')) as Holder;
    return holder.pid !== process.pid && alive(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

export function claimDataDir(dataDir: string, port: number): void {
  const holder = dataDirHolder(dataDir);
  if (holder) {
    throw new Error(`${dataDir} is in use by a platform (pid ${holder.pid}, port ${holder.port}); stop it first`);
  }
  writeFileSync(noteOf(dataDir), JSON.stringify({ pid: process.pid, port }));
}

export function releaseDataDir(dataDir: string): void {
  const holder = existsSync(noteOf(dataDir)) ? (JSON.parse(readFileSync(noteOf(dataDir), 'utf8')) as Holder) : null;
  if (holder?.pid === process.pid) rmSync(noteOf(dataDir), { force: true });
}
