import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { installConsumer, packTarballs, type Tarball } from './consumer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh project (outside the workspace) that installed the tarballs with npm. */
    consumerDir: string;
    /** The packed tarballs, one per published package. */
    tarballs: Tarball[];
    /** How long building + packing and installing took (ms), for docs/benchmarks.md. */
    timings: { pack: number; install: number };
  }
}

/**
 * Builds and packs every published package once (turbo reuses unchanged builds) and installs the
 * tarballs into a new project in the system's temporary folder, as a user would with npm.
 */
export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(join(tmpdir(), 'nardy-published-'));
  const started = performance.now();
  const tarballs = packTarballs(join(scratch, 'tarballs'));
  const packed = performance.now();
  const consumerDir = installConsumer(join(scratch, 'consumer'), tarballs);
  const installed = performance.now();
  project.provide('consumerDir', consumerDir);
  project.provide('tarballs', tarballs);
  project.provide('timings', { pack: Math.round(packed - started), install: Math.round(installed - packed) });
  return async () => {
    await rm(scratch, { recursive: true, force: true });
  };
}
