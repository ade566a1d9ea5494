import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layering rules live in biome.json (overrides with noRestrictedImports, noNodejsModules,
 * noRestrictedGlobals). This runs the repository's own lint config over a scratch tree of files that break
 * each rule, and over files that keep them, so a rule that stops biting fails here.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
const scratch = mkdtempSync(join(tmpdir(), 'categoriza-boundaries-'));
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
delete config.vcs;
delete config.$schema;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Diagnostic {
  readonly category: string;
  readonly location: { readonly path: string };
}

function lint(files: Record<string, string>): Diagnostic[] {
  const dir = mkdtempSync(join(scratch, 'case-'));
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const result = spawnSync(
    process.execPath,
    [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: dir, encoding: 'utf8', timeout: 30_000 },
  );
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics;
}

const rulesOf = (diagnostics: Diagnostic[], file: string) =>
  diagnostics
    .filter((d) => d.location.path.replaceAll('\\', '/').endsWith(file))
    .map((d) => d.category.replace('lint/', ''));

describe('layering rules in biome.json', () => {
  it('refuses what each layer may not import', () => {
    const diagnostics = lint({
      'shared/x.ts':
        "import { readFileSync } from 'node:fs';\nimport { S3Client } from '@aws-sdk/client-s3';\nimport { ROUTES } from '#lambdas/routes';\nexport const a = [readFileSync, S3Client, ROUTES, window.location, process.env];\n",
      'frontend/src/features/auth/x.ts':
        "import { a } from '@/features/upload/model/batches';\nimport { b } from '../../dashboard/stats';\nimport { c } from '@/app/router';\nexport const x = [a, b, c];\n",
      'frontend/src/features/account/x.ts':
        "import { a } from '../auth/validation';\nimport { b } from '../upload/model/batches';\nexport const x = [a, b];\n",
      'frontend/src/components/ui/x.ts':
        "import { a } from '@/features/upload/model/batches';\nimport { b } from '../../app/paths';\nexport const x = [a, b];\n",
      'frontend/src/lib/x.ts':
        "import { a } from '../features/auth/hooks/use-auth';\nexport const x = [a];\n",
      'lambdas/domain/x.ts':
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { b } from '../adapters/dynamo-store.ts';\nimport { c } from '#lambdas/http/handle';\nexport const x = [DynamoDBClient, b, c];\n",
      'local/x.ts': "import { a } from '../infra/config.ts';\nexport const x = [a];\n",
      'infra/x.ts':
        "import { a } from '../local/config.ts';\nimport { b } from '#lambdas/domain/quota';\nexport const x = [a, b];\n",
    });
    expect(rulesOf(diagnostics, 'shared/x.ts').sort()).toEqual([
      'correctness/noNodejsModules',
      'style/noRestrictedGlobals',
      'style/noRestrictedGlobals',
      'style/noRestrictedImports',
      'style/noRestrictedImports',
    ]);
    expect(rulesOf(diagnostics, 'features/auth/x.ts')).toEqual(Array(3).fill('style/noRestrictedImports'));
    // At a feature's root, one "../" is already another feature.
    expect(rulesOf(diagnostics, 'features/account/x.ts')).toEqual(Array(2).fill('style/noRestrictedImports'));
    expect(rulesOf(diagnostics, 'components/ui/x.ts')).toEqual(Array(2).fill('style/noRestrictedImports'));
    expect(rulesOf(diagnostics, 'lib/x.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesOf(diagnostics, 'domain/x.ts')).toEqual(Array(3).fill('style/noRestrictedImports'));
    expect(rulesOf(diagnostics, 'local/x.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesOf(diagnostics, 'infra/x.ts')).toEqual(Array(2).fill('style/noRestrictedImports'));
  }, 30_000);

  it('lets each layer import what it may', () => {
    const diagnostics = lint({
      'shared/x.ts': "import { MAX_BATCH_SIZE } from './limits.ts';\nexport const x = [MAX_BATCH_SIZE];\n",
      'frontend/src/features/auth/x.ts':
        "import { a } from './hooks/use-auth';\nimport { b } from '@/lib/paths';\nimport { c } from '@/components/ui/button';\nimport { d } from '#shared/limits';\nexport const x = [a, b, c, d];\n",
      'frontend/src/features/auth/components/x.tsx':
        "import { a } from '../hooks/use-auth';\nimport { b } from '../validation';\nexport const x = [a, b];\n",
      'frontend/src/features/auth/y.ts':
        "import { a } from './hooks/use-auth';\nimport { b } from './validation';\nexport const y = [a, b];\n",
      'frontend/src/app/x.ts':
        "import { a } from '@/features/auth/hooks/use-auth';\nimport { b } from '@/lib/paths';\nexport const x = [a, b];\n",
      'lambdas/domain/x.ts':
        "import type { a } from './ports.ts';\nimport { b } from '#shared/limits';\nexport const x: a[] = [b];\n",
      'local/x.ts':
        "import { a } from '#lambdas/routes';\nimport { b } from '#shared/security-headers';\nexport const x = [a, b];\n",
      'infra/x.ts':
        "import { a } from '#lambdas/table';\nimport { b } from '#shared/limits';\nexport const x = [a, b];\n",
    });
    expect(diagnostics.map((d) => `${d.location.path}: ${d.category}`)).toEqual([]);
  }, 30_000);
});
