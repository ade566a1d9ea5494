import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFrontendTo } from '#local/frontend-build';
import { type LocalMode, type LocalModeOptions, startLocalMode } from '#local/local-mode';

/**
 * Local mode for a benchmark: its own frontend build and data in a temporary folder (nothing shared with
 * `npm start`), on free ports. `stop()` also removes the folder.
 */
export async function startBenchLocalMode(
  name: string,
  options: Partial<Pick<LocalModeOptions, 'freePlanLimit'>> = {},
): Promise<{ local: LocalMode; dir: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `categoriza-${name}-`));
  const frontendDir = join(dir, 'frontend');
  await buildFrontendTo(frontendDir);
  const local = await startLocalMode({
    port: 0,
    dataDir: join(dir, 'data'),
    ephemeralPorts: true,
    frontendDir,
    ...options,
  });
  return {
    local,
    dir,
    stop: async () => {
      await local.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
