import { History, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Rule, SavedList } from '#shared/api/schemas';
import { type CategoryNumber, DEFAULT_CATEGORIES } from '#shared/categories';
import { fold } from '#shared/fold';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { appliedTitle, applyToMerchant, updateMoneyLines } from '@/lib/ledger-api';
import { deleteSavedList, listSavedLists } from '@/lib/lists-api';
import { deleteRule, listRules, putRule } from '@/lib/rules-api';

/** Rules shown at once; a search narrows them, "Mostrar mais" shows more. */
const PAGE = 100;
const DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const COUNT = new Intl.NumberFormat('pt-BR');

interface CategoryChoice {
  readonly value: string;
  readonly label: string;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber;
}

/** What a rule can be changed to: the defaults, and the names of each saved list (with their numbers). */
function choicesFor(lists: readonly SavedList[]): { group: string; choices: CategoryChoice[] }[] {
  return [
    {
      group: 'Categorias padrão',
      choices: DEFAULT_CATEGORIES.map((name) => ({ value: `d:${name}`, label: name, category: name })),
    },
    ...lists.map((list) => ({
      group: list.name,
      choices: list.categories.map((entry) => ({
        value: `l:${list.id}:${entry.number}`,
        label: `${entry.name} (${entry.number})`,
        category: entry.name,
        categoryNumber: entry.number,
      })),
    })),
  ];
}

/** `/regras`: the user's learned rules (change, delete) and saved category lists (delete). */
export function RulesPage() {
  const [rules, setRules] = useState<Rule[] | undefined>();
  const [limit, setLimit] = useState<number>();
  const [lists, setLists] = useState<SavedList[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([listRules(controller.signal), listSavedLists(controller.signal)])
      .then(([ruleAnswer, listAnswer]) => {
        setRules(ruleAnswer.rules);
        setLimit(ruleAnswer.limit);
        setLists(listAnswer.lists);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error('Erro ao carregar suas regras', { description: errorText(error) });
        setFailed(true);
      });
    return () => controller.abort();
  }, []);

  if (failed)
    return <p className="text-slate-700">Não foi possível carregar suas regras. Recarregue a página.</p>;
  if (!rules) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner /> Carregando...
      </p>
    );
  }
  return (
    <>
      <RulesCard rules={rules} limit={limit} lists={lists} onRules={setRules} />
      <SavedListsCard lists={lists} onLists={setLists} />
    </>
  );
}

function RulesCard({
  rules,
  limit,
  lists,
  onRules,
}: {
  rules: Rule[];
  limit: number | undefined;
  lists: readonly SavedList[];
  onRules: (rules: Rule[]) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const groups = useMemo(() => choicesFor(lists), [lists]);
  const matching = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return words.length === 0
      ? rules
      : rules.filter((rule) => words.every((w) => fold(rule.merchant).includes(w)));
  }, [rules, query]);

  const choiceValue = (rule: Rule) => {
    for (const { choices } of groups) {
      const found = choices.find(
        (choice) => choice.category === rule.category && choice.categoryNumber === rule.categoryNumber,
      );
      if (found) return found.value;
    }
    return `r:${rule.key}`;
  };

  const change = async (rule: Rule, value: string) => {
    const choice = groups.flatMap((group) => group.choices).find((candidate) => candidate.value === value);
    if (!choice) return;
    try {
      const changed = await putRule(rule.key, {
        category: choice.category,
        ...(choice.categoryNumber === undefined ? {} : { categoryNumber: choice.categoryNumber }),
      });
      onRules(rules.map((candidate) => (candidate.key === rule.key ? changed : candidate)));
      toast.success('Regra alterada', { description: `${rule.merchant} → ${changed.category}` });
    } catch (error) {
      toast.error('Regra não alterada', { description: errorText(error) });
    }
  };

  /** The counts as the server has them now (applying or undoing changes what each rule decided). */
  const refreshCounts = async () => {
    const fresh = await listRules().catch(() => undefined);
    if (fresh) onRules(fresh.rules);
  };

  /** The rule applied to the merchant's past lines, in every upload; undoable from the toast. */
  const applyToHistory = async (rule: Rule) => {
    try {
      const answer = await applyToMerchant({
        key: rule.key,
        category: rule.category,
        ...(rule.categoryNumber === undefined ? {} : { categoryNumber: rule.categoryNumber }),
      });
      await refreshCounts();
      if (answer.changed === 0) {
        toast.success('Histórico já está de acordo', {
          description: `Nenhuma transação de ${rule.merchant} precisou mudar.`,
        });
        return;
      }
      toast.success(appliedTitle(answer.changed, rule.merchant), {
        description: `Agora em ${rule.category}, em todos os seus envios.`,
        action: {
          label: 'Desfazer',
          onClick: () =>
            void updateMoneyLines({ changes: answer.undo })
              .then(async () => {
                await refreshCounts();
                toast.success('Alteração desfeita');
              })
              .catch((error: unknown) =>
                toast.error('Não foi possível desfazer', { description: errorText(error) }),
              ),
        },
      });
    } catch (error) {
      toast.error('Regra não aplicada', { description: errorText(error) });
    }
  };

  const remove = async (rule: Rule) => {
    try {
      await deleteRule(rule.key);
      onRules(rules.filter((candidate) => candidate.key !== rule.key));
      toast.success('Regra excluída', {
        description: `${rule.merchant} volta a ser categorizado automaticamente.`,
      });
    } catch (error) {
      toast.error('Regra não excluída', { description: errorText(error) });
    }
  };

  return (
    <Card flush>
      <div className="px-5 pt-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Regras aprendidas
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Quando você corrige a categoria de uma transação, a Categoriza lembra: as próximas transações do
          mesmo estabelecimento já chegam na categoria escolhida, antes da IA.
          {limit !== undefined && ` ${COUNT.format(rules.length)} de ${COUNT.format(limit)} regras.`}
        </p>
      </div>
      {rules.length === 0 ? (
        <p className="px-5 py-5 text-slate-600">
          Nenhuma regra ainda. Corrija a categoria de uma transação nos resultados e ela vira uma regra.
        </p>
      ) : (
        <>
          <SearchField
            className="px-5 pt-4 pb-3"
            label="Buscar estabelecimento"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setShown(PAGE);
            }}
          />
          <ul className="divide-y divide-slate-100 border-t border-slate-200" aria-labelledby={`${id}-title`}>
            {matching.slice(0, shown).map((rule) => (
              <li
                key={rule.key}
                className="grid gap-2 px-5 py-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto_auto] sm:items-center"
                data-testid="rule"
              >
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{rule.merchant}</p>
                  <p className="text-xs text-slate-600">
                    Criada em {DATE.format(new Date(rule.createdAt))} · aplicada{' '}
                    {rule.applied === 1 ? '1 vez' : `${COUNT.format(rule.applied)} vezes`}
                  </p>
                </div>
                <select
                  aria-label={`Categoria da regra de ${rule.merchant}`}
                  className="min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-300"
                  value={choiceValue(rule)}
                  onChange={(event) => void change(rule, event.currentTarget.value)}
                >
                  {choiceValue(rule).startsWith('r:') && (
                    <option value={`r:${rule.key}`}>
                      {rule.category}
                      {rule.categoryNumber === undefined ? '' : ` (${rule.categoryNumber})`}
                    </option>
                  )}
                  {groups.map(({ group, choices }) => (
                    <optgroup key={group} label={group}>
                      {choices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <Button
                  variant="outline"
                  className="justify-self-start px-3"
                  aria-label={`Aplicar a regra de ${rule.merchant} ao histórico`}
                  onClick={() => void applyToHistory(rule)}
                >
                  <History className="size-4" aria-hidden />
                  Aplicar ao histórico
                </Button>
                <Button
                  variant="ghost"
                  className="justify-self-start px-2 text-red-700! hover:bg-red-50"
                  aria-label={`Excluir regra de ${rule.merchant}`}
                  onClick={() => void remove(rule)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Excluir
                </Button>
              </li>
            ))}
          </ul>
          {matching.length === 0 && <p className="px-5 py-4 text-slate-600">Nenhuma regra encontrada.</p>}
          {matching.length > shown && (
            <div className="border-t border-slate-100 px-5 py-3 text-center">
              <Button variant="outline" onClick={() => setShown(shown + PAGE)}>
                Mostrar mais
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

function SavedListsCard({ lists, onLists }: { lists: SavedList[]; onLists: (lists: SavedList[]) => void }) {
  const id = useId();
  const remove = async (list: SavedList) => {
    try {
      await deleteSavedList(list.id);
      onLists(lists.filter((candidate) => candidate.id !== list.id));
      toast.success('Lista excluída', { description: list.name });
    } catch (error) {
      toast.error('Lista não excluída', { description: errorText(error) });
    }
  };
  return (
    <Card>
      <h2 id={`${id}-lists`} className="text-lg font-semibold text-slate-900">
        Listas de categorias salvas
      </h2>
      {lists.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nenhuma lista salva. Ao carregar um arquivo de categorias no upload, use "Salvar lista na conta".
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-labelledby={`${id}-lists`}>
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900">{list.name}</span>
                <span className="text-sm text-slate-600"> · {list.categories.length} categorias</span>
              </span>
              <Button
                variant="ghost"
                className="px-2 text-red-700! hover:bg-red-50"
                aria-label={`Excluir lista ${list.name}`}
                onClick={() => void remove(list)}
              >
                <Trash2 className="size-4" aria-hidden />
                Excluir
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
