import type { DefaultCategory } from '../categories.ts';

/**
 * The engine's internal labels. The 24 default categories, plus business concepts that a
 * company's chart of accounts separates (payroll, suppliers, ads, ...). Every concept
 * belongs to one default category, so default-mode answers never leave the taxonomy.
 */
export interface Concept {
  readonly id: string;
  readonly category: DefaultCategory;
  /**
   * Stems that name this concept in a user's category list, strongest tier first.
   * A stem matches a word of the list name by prefix ("aliment" matches "alimentação");
   * a stem with a space matches consecutive words.
   */
  readonly names: readonly (readonly string[])[];
  /** Where the concept goes when no user category names it (another concept id). */
  readonly parent?: string;
}

const c = (
  id: string,
  category: DefaultCategory,
  names: readonly (readonly string[])[],
  parent?: string,
): Concept => (parent === undefined ? { id, category, names } : { id, category, names, parent });

export const CONCEPTS: readonly Concept[] = [
  c('Alimentação', 'Alimentação', [
    ['restaurante', 'delivery', 'refeic', 'lanche', 'comida', 'bares', 'bar e', 'ifood', 'gastronom'],
    ['aliment', 'comer', 'food'],
  ]),
  c('Supermercado', 'Supermercado', [
    ['supermercado', 'mercado', 'mercearia', 'feira', 'hortifruti', 'rancho', 'despensa', 'grocer'],
    ['aliment', 'food', 'comida', 'comer'],
  ]),
  c('Transporte', 'Transporte', [
    [
      'transporte',
      'mobilidade',
      'locomoc',
      'deslocamento',
      'conduc',
      'carro',
      'veicul',
      'automovel',
      'automotiv',
      'uber',
    ],
    ['viage'],
  ]),
  c('Combustível', 'Combustível', [['combustive', 'gasolina', 'posto', 'abastec', 'etanol']], 'Transporte'),
  c('Compras', 'Compras', [
    ['compras', 'varejo', 'loja', 'shopping', 'vestuario', 'roupa', 'eletronico', 'e-commerce', 'ecommerce'],
    ['fornecedor', 'mercadoria', 'insumo', 'estoque', 'materia prima', 'material', 'materiais', 'custo'],
    ['pessoal', 'pessoais'],
  ]),
  c('Saúde', 'Saúde', [
    ['saude', 'medic', 'farmacia', 'hospital', 'clinica', 'remedio', 'consulta', 'plano de saude'],
    ['bem-estar', 'bem estar', 'academia', 'fitness', 'corpo', 'cuidados'],
  ]),
  c('Viagem', 'Viagem', [
    ['viage', 'turismo', 'ferias', 'hospedage', 'hotel', 'passage', 'turistic'],
    ['deslocamento', 'lazer'],
  ]),
  c('Assinaturas', 'Assinaturas', [
    ['assinatura', 'streaming', 'recorrente', 'servicos digitais', 'digital', 'digitais', 'mensalidades'],
    ['software', 'tecnologia', 'aplicativo', 'apps', 'internet'],
    ['lazer', 'entretenimento'],
  ]),
  c('Moradia', 'Moradia', [
    [
      'moradia',
      'casa',
      'lar',
      'aluguel',
      'alugueis',
      'condominio',
      'habitac',
      'imovel',
      'imoveis',
      'residencia',
      'ocupacao',
      'predial',
      'manutencao',
    ],
  ]),
  c('Contas e Serviços', 'Contas e Serviços', [
    ['contas', 'consumo', 'utilidade', 'energia', 'luz', 'agua', 'telefon', 'telecom', 'internet', 'gas'],
    ['servicos', 'casa', 'moradia', 'lar', 'fixas', 'fixos', 'despesas fixas'],
  ]),
  c('Educação', 'Educação', [
    [
      'educac',
      'escola',
      'curso',
      'estudo',
      'ensino',
      'faculdade',
      'formac',
      'capacitac',
      'treinamento',
      'livros',
    ],
    ['crianca', 'filho', 'filha', 'infantil'],
  ]),
  c('Lazer', 'Lazer', [
    [
      'lazer',
      'entretenimento',
      'diversao',
      'cultura',
      'passeio',
      'hobby',
      'hobbies',
      'jogos',
      'games',
      'cinema',
      'eventos',
    ],
    ['streaming', 'assinatura'],
  ]),
  c('Cuidados Pessoais', 'Cuidados Pessoais', [
    [
      'cuidados pessoais',
      'cuidado pessoal',
      'beleza',
      'estetica',
      'higiene',
      'cosmetico',
      'salao',
      'autocuidado',
      'vaidade',
    ],
    ['bem-estar', 'bem estar', 'cuidados'],
    ['saude'],
    ['compras', 'pessoal', 'pessoais'],
  ]),
  c(
    'Pets',
    'Pets',
    [['pet', 'animai', 'animal', 'bicho', 'cachorro', 'cao', 'caes', 'gato', 'veterinari']],
    'Compras',
  ),
  c('Impostos e Taxas', 'Impostos e Taxas', [
    ['imposto', 'tributo', 'tributar', 'taxas', 'fisco', 'fiscal', 'governo', 'obrigacoes fiscais'],
    ['financeir', 'encargo', 'despesas financeiras'],
  ]),
  c('Tarifas Bancárias', 'Tarifas Bancárias', [
    ['tarifa', 'bancari', 'banco', 'taxas bancarias', 'juros', 'encargo'],
    ['financeir', 'despesas financeiras', 'taxas'],
  ]),
  c('Transferências', 'Transferências', [
    ['transferencia', 'pix', 'ted', 'movimentac', 'fatura', 'cartao de credito'],
    ['financeir'],
  ]),
  c('Investimentos', 'Investimentos', [
    ['investimento', 'aplicac', 'poupanca', 'reserva', 'previdencia', 'patrimonio'],
    ['financeir'],
  ]),
  c('Receitas', 'Receitas', [
    ['receita', 'renda', 'entrada', 'ganho', 'rendimento', 'recebimento', 'faturamento', 'vendas'],
    // A chart of accounts' "Salários" is payroll paid; in a household list it is income.
    ['salario', 'credito'],
    ['financeir'],
  ]),
  c('Saques', 'Saques', [
    ['saque', 'dinheiro', 'especie'],
    ['financeir', 'banco'],
  ]),
  c('Seguros', 'Seguros', [['seguro'], ['financeir', 'protec']]),
  c('Empréstimos e Financiamentos', 'Empréstimos e Financiamentos', [
    ['emprestimo', 'financiamento', 'divida', 'credito', 'parcelamento', 'consignado'],
    ['financeir', 'despesas financeiras', 'banco'],
  ]),
  c('Doações', 'Doações', [
    ['doac', 'caridade', 'dizimo', 'igreja', 'ong', 'filantrop', 'contribuic', 'solidari'],
  ]),
  c('Outros', 'Outros', []),
  // Money received from a person: a transfer at home, a sale in a company's chart.
  c('transfer-in', 'Transferências', [
    ['transferencia', 'pix', 'ted', 'movimentac'],
    ['receitas de venda', 'venda', 'faturamento', 'recebimento', 'receita', 'entrada'],
    ['financeir'],
  ]),
  // Business concepts: what a company's chart of accounts separates.
  c(
    'biz:vendas',
    'Receitas',
    [['receitas de venda', 'venda', 'faturamento', 'receita operacional', 'receita bruta']],
    'Receitas',
  ),
  c(
    'biz:fornecedores',
    'Compras',
    [['fornecedor', 'mercadoria', 'insumo', 'materia prima', 'estoque', 'cmv', 'custo']],
    'Compras',
  ),
  c(
    'biz:pagamento-fornecedor',
    'Outros',
    [['fornecedor', 'mercadoria', 'insumo', 'materia prima', 'estoque', 'cmv', 'custo']],
    'Outros',
  ),
  c(
    'biz:atacado',
    'Supermercado',
    [['fornecedor', 'mercadoria', 'insumo', 'estoque', 'cmv']],
    'Supermercado',
  ),
  c(
    'biz:folha',
    'Outros',
    [
      [
        'folha',
        'salario',
        'pessoal',
        'funcionario',
        'colaborador',
        'rh',
        'recursos humanos',
        'pro-labore',
        'pro labore',
        'remunerac',
      ],
    ],
    'Transferências',
  ),
  c(
    'biz:encargos',
    'Impostos e Taxas',
    [['encargos', 'folha', 'salario', 'pessoal', 'funcionario', 'rh', 'recursos humanos']],
    'Impostos e Taxas',
  ),
  c(
    'biz:beneficios',
    'Outros',
    [['beneficio', 'folha', 'pessoal', 'funcionario', 'colaborador', 'rh', 'recursos humanos']],
    'Outros',
  ),
  c(
    'biz:plano-saude',
    'Saúde',
    [['beneficio', 'folha', 'pessoal', 'funcionario', 'colaborador', 'rh']],
    'Saúde',
  ),
  c(
    'biz:vale-transporte',
    'Transporte',
    [['beneficio', 'folha', 'pessoal', 'funcionario', 'colaborador', 'rh']],
    'Transporte',
  ),
  c(
    'biz:marketing',
    'Outros',
    [['marketing', 'publicidade', 'propaganda', 'anuncio', 'midia', 'divulgac', 'comunicac', 'ads']],
    'Outros',
  ),
  c(
    'biz:software',
    'Assinaturas',
    [['software', 'tecnologia', 'ti', 'informatica', 'sistema', 'cloud', 'nuvem', 'saas', 'tech']],
    'Assinaturas',
  ),
  c(
    'biz:informatica',
    'Compras',
    [['tecnologia', 'ti', 'informatica', 'equipamento', 'hardware', 'software']],
    'Compras',
  ),
  c(
    'biz:servicos',
    'Outros',
    [
      [
        'servicos profissionais',
        'honorario',
        'consultoria',
        'assessoria',
        'terceiro',
        'prestador',
        'contabil',
        'contabilidade',
        'juridic',
        'advocac',
        'servicos prestados',
      ],
    ],
    'Outros',
  ),
];

export const CONCEPT_IDS: readonly string[] = CONCEPTS.map((concept) => concept.id);

export const CONCEPT_INDEX: ReadonlyMap<string, number> = new Map(
  CONCEPT_IDS.map((id, index) => [id, index]),
);

export function conceptIndex(id: string): number {
  const index = CONCEPT_INDEX.get(id);
  if (index === undefined) throw new Error(`Unknown concept ${id}`);
  return index;
}
