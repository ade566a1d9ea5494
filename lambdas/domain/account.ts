import type { MyDataExport } from '#shared/api/schemas';
import { NotFoundError } from './errors.ts';
import { jobFileKeys } from './job-file-keys.ts';
import { removeLines } from './ledger.ts';
import { API_MESSAGES } from './messages.ts';
import { toWireLine } from './money.ts';
import type {
  AccountDirectory,
  ApiKeyStore,
  Clock,
  JobFiles,
  LedgerStore,
  ListStore,
  MoneySettingsStore,
  Plan,
  RuleStore,
  UploadStore,
  UsageStore,
} from './ports.ts';
import { toUsage } from './quota.ts';
import { refreshStatements } from './upload-ledger.ts';
import { allUploads, getUpload } from './uploads.ts';

export interface AccountDeps {
  readonly store: UploadStore & UsageStore & RuleStore & ListStore;
  readonly ledger: LedgerStore;
  readonly moneySettings: MoneySettingsStore;
  readonly directory: AccountDirectory;
  readonly clock: Clock;
  readonly plan: Plan;
}

/** The caller as the token names them: `sub` owns the data, `username` names the account. */
export interface Caller {
  readonly userId: string;
  readonly username: string;
}

/** GET /api/me/export (LGPD art. 18, II and V): everything stored about the caller, as JSON. */
export async function exportMyData(deps: AccountDeps, caller: Caller): Promise<MyDataExport> {
  const [email, usage, uploads, rules, lists, pages, settings] = await Promise.all([
    deps.directory.emailOf(caller.username),
    deps.store.getUsage(caller.userId),
    allUploads(deps, caller.userId),
    deps.store.listRules(caller.userId),
    deps.store.listLists(caller.userId),
    deps.ledger.readPages(caller.userId),
    deps.moneySettings.getMoneySettings(caller.userId),
  ]);
  const withResults = [];
  for (const upload of uploads) {
    const opened = await getUpload(deps, caller.userId, upload.id, { migrate: false }).catch(
      (error: unknown) => {
        if (error instanceof NotFoundError) return undefined; // expired while we read
        throw error;
      },
    );
    if (opened)
      withResults.push({ ...opened.upload, categorizedTransactions: opened.categorizedTransactions });
  }
  return {
    exportedAt: deps.clock.now().toISOString(),
    account: { email: email ?? null },
    usage: toUsage(usage.used, deps.plan),
    uploads: withResults,
    rules,
    lists,
    ledger: pages.flatMap((page) =>
      page.lines.map((line) => ({ ...toWireLine(line), uploadId: line.uploadId })),
    ),
    moneySettings: settings.settings,
  };
}

/** DELETE /api/uploads/{id}: the upload leaves the history, its results are deleted, and its lines leave the ledger. */
export async function deleteUpload(
  deps: { store: UploadStore; ledger: LedgerStore },
  userId: string,
  uploadId: string,
): Promise<void> {
  const { removed, rekinded } = await removeLines(deps.ledger, userId, uploadId);
  if (!(await deps.store.deleteUpload(userId, uploadId)) && removed === 0)
    throw new NotFoundError(API_MESSAGES.uploadNotFound);
  // The other sides of its matched movements count by their words again, in their statements too.
  await refreshStatements(deps, userId, rekinded);
}

/**
 * DELETE /api/me (LGPD art. 18, VI): every item of the caller, then the account itself. Data goes first: if the
 * account deletion fails, the still-valid session can simply ask again.
 */
export async function deleteAccount(
  deps: AccountDeps & { readonly keys: ApiKeyStore; readonly jobFiles: Pick<JobFiles, 'deletePrefix'> },
  caller: Caller,
): Promise<void> {
  // The keys' lookups live outside the user's partition: revoked first, so no key outlives the account.
  const at = deps.clock.now().toISOString();
  for (const key of await deps.keys.listApiKeys(caller.userId)) {
    if (!key.revokedAt) await deps.keys.revokeApiKey(caller.userId, key.id, at);
  }
  // The API jobs' files (inputs, chunks, results); their records go with the partition.
  await deps.jobFiles.deletePrefix(jobFileKeys.prefix(caller.userId));
  await deps.store.deleteAllUserData(caller.userId);
  await deps.directory.deleteUser(caller.username);
}
