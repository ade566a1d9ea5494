import type { ConceptId } from './concepts.ts';
/**
 * What the names of a user's category list mean: the words and phrases (pt-BR and English) that name each
 * concept of the engine (concepts.ts), the budget groups by need, the catch-all words, and the small, explicit
 * normalization both the names and these terms go through (custom-mapping.ts, docs/engine.md). Data only.
 *
 * Terms are written as people type them (accents, plurals, hyphens are fine): custom-mapping.ts folds them
 * with the same `nameTokens` as the names. A term is one word or a phrase of consecutive words; it matches
 * whole words only, never a prefix. Every term is listed once: a word that names several concepts is one
 * entry with several claims (test/unit/engine/descriptors.test.ts fails on a term listed twice).
 */

/** How strongly a term names a concept, strongest first (weights in KIND_WEIGHT). */
export type DescriptorKind = 'core' | 'broad' | 'related' | 'group' | 'weak' | 'need';

/**
 * core: names the concept itself (Supermercado: "mercado", "groceries").
 * broad: a wider name whose main part is the concept (Alimentação: "alimentação", "food").
 * related: covers the concept among other things, or a close neighbour (Contas e Serviços: "casa").
 * group: a family of concepts (Tarifas, Investimentos, Saques...: "financeiro", "banco").
 * weak: a plausible home when nothing better is named (Cuidados Pessoais: "compras").
 * need: a budget group by need (essenciais, estilo de vida, futuro), see NEED_GROUPS.
 */
export const KIND_WEIGHT: Readonly<Record<DescriptorKind, number>> = {
  core: 1,
  broad: 0.9,
  related: 0.7,
  group: 0.5,
  weak: 0.4,
  need: 0.3,
};

/** Budget methods that group spending by need, not by kind (50/30/20, needs/wants, fixed/variable, jars). */
export type NeedGroup =
  | 'essential'
  | 'lifestyle'
  | 'future'
  | 'fixed'
  | 'variable'
  | 'personal'
  | 'administrative';

export const NEED_GROUPS: Readonly<Record<NeedGroup, readonly ConceptId[]>> = {
  /** Needs: what one cannot go without (the 50 of 50/30/20). */
  essential: [
    'Supermercado',
    'Moradia',
    'Contas e Serviços',
    'Saúde',
    'Transporte',
    'Combustível',
    'Educação',
    'Impostos e Taxas',
    'Seguros',
    'Tarifas Bancárias',
    'Empréstimos e Financiamentos',
  ],
  /** Wants: lifestyle, fun (the 30). */
  lifestyle: [
    'Alimentação',
    'Lazer',
    'Assinaturas',
    'Compras',
    'Viagem',
    'Cuidados Pessoais',
    'Pets',
    'Doações',
  ],
  /** Savings and debt (the 20). */
  future: ['Investimentos', 'Empréstimos e Financiamentos'],
  /** Fixed spending: the same every month. */
  fixed: [
    'Moradia',
    'Contas e Serviços',
    'Educação',
    'Seguros',
    'Assinaturas',
    'Impostos e Taxas',
    'Tarifas Bancárias',
    'Empréstimos e Financiamentos',
  ],
  /** Variable spending: what changes month to month. */
  variable: [
    'Alimentação',
    'Supermercado',
    'Transporte',
    'Combustível',
    'Compras',
    'Saúde',
    'Viagem',
    'Lazer',
    'Cuidados Pessoais',
    'Pets',
    'Doações',
  ],
  /** A person's own spending, in a business owner's list ("Gastos pessoais"). */
  personal: [
    'Alimentação',
    'Supermercado',
    'Compras',
    'Saúde',
    'Cuidados Pessoais',
    'Lazer',
    'Viagem',
    'Pets',
    'Educação',
    'Assinaturas',
  ],
  /** A company's general and administrative expenses (DRE "despesas administrativas"), its fees and taxes among them. */
  administrative: [
    'Impostos e Taxas',
    'Moradia',
    'Contas e Serviços',
    'Compras',
    'biz:servicos',
    'biz:software',
    'biz:informatica',
    'biz:marketing',
    'Assinaturas',
    'Seguros',
    'Viagem',
    'Transporte',
    'Combustível',
    'Alimentação',
    'Supermercado',
  ],
};

/** Terms and what they name: concept id → kind, and budget groups whose concepts they name at `need`. */
export interface Descriptor {
  readonly terms: readonly string[];
  readonly claims: Readonly<Partial<Record<ConceptId, DescriptorKind>>>;
  /** Budget groups the terms name: each concept of the group is claimed at `need` (or at its own claim). */
  readonly needs?: readonly NeedGroup[];
  /** Weight of `need` claims from this descriptor's groups, when not KIND_WEIGHT.need (administrative: group). */
  readonly needKind?: DescriptorKind;
  /**
   * Terms only a company's chart of accounts uses (fornecedores, folha, CMV, faturamento, despesas
   * administrativas...). A list with two names that use such terms is a company chart: there the business
   * concepts (biz:*) take the names that name them; in any other list they go where their parents go, so a
   * household's "Salário" is income, not payroll.
   */
  readonly business?: boolean;
  /**
   * Terms that name a person's spending only (delivery apps): in a company's chart they name a sales channel
   * or its system ("Faturamento (salão, iFood)", "Sistemas (PDV, iFood)"), so they name nothing there.
   */
  readonly personalOnly?: boolean;
  /**
   * What the terms mean instead beside another part of the name that names one of `parts` (and no other part
   * names what they mainly mean alone): "Renda e condomínio" is the rent, as Portugal says it.
   */
  readonly besides?: {
    readonly parts: readonly ConceptId[];
    readonly means: Readonly<Partial<Record<ConceptId, DescriptorKind>>>;
  };
  /**
   * Claims that hold in a household's list only: a company's "Compras" are its purchases, no pet shop or
   * cosmetics store.
   */
  readonly household?: Readonly<Partial<Record<ConceptId, DescriptorKind>>>;
  /** Claims that hold in a company's chart only: its "Pessoal" is the staff, whose health plan it pays. */
  readonly company?: Readonly<Partial<Record<ConceptId, DescriptorKind>>>;
  /**
   * Words for people: they name a family's kind of spending ("Filhos", "Ajuda aos pais"), but among a name's
   * examples they say whom it is for ("Viagens (visitar parentes)", "Transferências (filhos)") and name nothing.
   */
  readonly people?: boolean;
}

/** Terms that name one concept only, by kind. */
function names(
  concept: ConceptId,
  kinds: Partial<Record<'core' | 'broad' | 'related' | 'group' | 'weak', readonly string[]>>,
  business = false,
): Descriptor[] {
  return Object.entries(kinds).map(([kind, terms]) => ({
    terms: terms as readonly string[],
    claims: { [concept]: kind as DescriptorKind },
    ...(business ? { business } : {}),
  }));
}

/**
 * Work bought from others: subcontractors, freelancers, third parties. A name that says it holds no payroll ("Mão de
 * Obra Terceirizada", "Custos / Mão de Obra Subempreitada"): those people are not the company's staff.
 */
export const OUTSOURCED_WORDS: readonly string[] = [
  'terceiros',
  'terceirizados',
  'terceirização',
  'subcontratados',
  'subempreitada',
  'empreiteiros',
  'contractors',
  'subcontractors',
  'freelancers',
  'autônomos',
];

const PAYROLL_FAMILY = {
  'biz:folha': 'core',
  'biz:encargos': 'related',
  'biz:beneficios': 'related',
  'biz:plano-saude': 'group',
  'biz:vale-transporte': 'related',
} as const;

/** Salaries: the pay and its charges, not the staff's benefits ("Salários" beside "Benefícios a empregados"). */
const SALARY_FAMILY = {
  'biz:folha': 'core',
  'biz:encargos': 'related',
  'biz:beneficios': 'group',
  'biz:plano-saude': 'group',
  'biz:vale-transporte': 'group',
} as const;

const SUPPLIER_FAMILY = {
  'biz:fornecedores': 'core',
  'biz:pagamento-fornecedor': 'core',
  'biz:atacado': 'related',
  Compras: 'related',
} as const;

/** The goods of a trade: its suppliers, a little less than a name of suppliers itself. */
const GOODS_FAMILY = {
  'biz:fornecedores': 'broad',
  'biz:pagamento-fornecedor': 'broad',
  'biz:atacado': 'group',
  Compras: 'group',
} as const;

const FINANCE_FAMILY = {
  'Tarifas Bancárias': 'group',
  'Impostos e Taxas': 'group',
  Investimentos: 'group',
  Seguros: 'group',
  Saques: 'group',
  Transferências: 'group',
  Receitas: 'group',
} as const;

const BANK_FAMILY = {
  'Tarifas Bancárias': 'related',
  Investimentos: 'group',
  Saques: 'group',
  Transferências: 'group',
  Receitas: 'group',
} as const;

export const DESCRIPTORS: readonly Descriptor[] = [
  // Food: eating out, and groceries.
  ...names('Alimentação', {
    core: [
      'lanchinho',
      'cafezinho',
      'happy hour',
      'gordices',
      'uber eats',
      'restaurante',
      'refeição',
      'marmita',
      // A company's canteen ("Despesas Administrativas - Refeitório").
      'refeitório',
      'lanche',
      'lanchonete',
      'bar',
      'boteco',
      'padaria',
      'café',
      'cafeteria',
      'comer fora',
      'fora de casa',
      'comida fora',
      'gastronomia',
      'dining',
      'dining out',
      'eating out',
      'restaurant',
      'takeout',
      'take out',
      'meals',
      'coffee',
      'fast food',
      'pizza',
      'almoço',
      'jantar',
    ],
  }),
  // Delivery apps: eating out at home; in a company's chart (a restaurant's), a sales channel or its system.
  { terms: ['delivery', 'ifood', 'rappi'], claims: { Alimentação: 'core' }, personalOnly: true },
  {
    terms: ['alimentação', 'food'],
    claims: { Alimentação: 'broad', Supermercado: 'related' },
  },
  { terms: ['comida', 'comer', 'rango', 'grub'], claims: { Alimentação: 'broad', Supermercado: 'broad' } },
  ...names('Supermercado', {
    core: [
      'supermercado',
      'mercado',
      'mercadinho',
      'mercearia',
      'hortifruti',
      'sacolão',
      'açougue',
      'atacarejo',
      'rancho',
      'despensa',
      'comida de casa',
      'alimentação em casa',
      'groceries',
      'supermarket',
      'compras do mês',
      'compras de mercado',
    ],
  }),

  // Getting around.
  ...names('Transporte', {
    core: [
      'busão',
      'buzão',
      'car maintenance',
      'car repair',
      'car wash',
      'getting around',
      'commuting',
      'rides',
      'bilhete único',
      'sem parar',
      'tag de pedágio',
      'lava-jato',
      'lava rápido',
      'patinete',
      'transporte',
      'transport',
      'transportation',
      'transporte público',
      'mobilidade',
      'locomoção',
      'condução',
      'ônibus',
      'metrô',
      'trem',
      'uber',
      'táxi',
      'estacionamento',
      'pedágio',
      'commute',
      'rideshare',
      'ride share',
      'parking',
      'tolls',
      'public transit',
      'transit',
      'oficina',
      'mecânico',
      'guincho',
      'reboque',
      'manutenção do carro',
      'manutenção de veículos',
      'bicicleta',
      'bike',
      'moto',
    ],
    related: ['frete', 'entregas', 'motoboy', 'shipping', 'correios', 'carretos'],
  }),
  { terms: ['deslocamento'], claims: { Transporte: 'core', Viagem: 'related' } },
  // A person's car takes its insurance too; a company's vehicles (a bank app's "Automotivo") are running costs.
  {
    terms: ['carro', 'automóvel', 'auto', 'car'],
    claims: { Combustível: 'broad', Transporte: 'related', Seguros: 'related' },
  },
  {
    terms: ['veículo', 'vehicle', 'frota', 'automotivo'],
    claims: { Combustível: 'broad', Transporte: 'related' },
  },
  ...names('Combustível', {
    core: [
      'tanque',
      'gasosa',
      'combustível',
      'gasolina',
      'gasoline',
      'posto',
      'abastecimento',
      'etanol',
      'diesel',
      'fuel',
      'gnv',
    ],
  }),
  { terms: ['gás'], claims: { 'Contas e Serviços': 'related', Combustível: 'related' } },
  { terms: ['app', 'aplicativo'], claims: { Assinaturas: 'related', Transporte: 'related' } },

  // A street market at home; a trade fair in a company's chart ("Anúncios, Feiras e Material Promocional").
  {
    terms: ['feira'],
    claims: {},
    household: { Supermercado: 'core' },
    company: { 'biz:marketing': 'related' },
  },
  // Supplies: a household's shopping; a company's materials, what it works with ("Supplies (cílios, colas, henna)").
  {
    terms: ['suprimentos', 'supplies'],
    claims: { Compras: 'related' },
    company: GOODS_FAMILY,
  },
  // Shopping.
  // Shopping as a whole is a plausible home for the pet shop and the cosmetics store; "Roupas", "Móveis" or
  // "Compras online" are not (authors then file the pet under their catch-all).
  {
    terms: ['compras'],
    claims: { Compras: 'core' },
    household: { 'Cuidados Pessoais': 'weak', Pets: 'weak' },
    // A company's "Compras" ("Compra de Frutas", "Compras p/ revenda") are its purchases of goods.
    company: GOODS_FAMILY,
  },
  // A company's equity ("Patrimônio Líquido / Lucros Distribuídos"), a group of its balance sheet: no application.
  { terms: ['patrimônio líquido'], claims: {}, household: { Investimentos: 'core' } },
  // A company's "shopping" is the mall its shop stands in ("Aluguel/Cond. Shopping"), no purchase.
  {
    terms: ['shopping'],
    claims: {},
    household: { Compras: 'core', 'Cuidados Pessoais': 'weak', Pets: 'weak' },
  },
  ...names('Compras', {
    core: [
      'home goods',
      'bebê',
      'fralda',
      'enxoval',
      'sporting goods',
      'toys',
      'gadgets',
      'mercado livre',
      'amazon',
      'shopee',
      'shein',
      'magalu',
      'aliexpress',
      'americanas',
      'comprinhas',
      'loja',
      'varejo',
      'vestuário',
      'roupa',
      'calçado',
      'sapatos',
      'acessórios',
      'eletrônicos',
      'eletrodomésticos',
      'móveis',
      'furnishings',
      'home supplies',
      'household supplies',
      'decoração',
      'utilidades domésticas',
      'compras online',
      'e-commerce',
      'ecommerce',
      'marketplace',
      'clothing',
      'clothes',
      'electronics',
      'retail',
      'material de uso',
      'materiais de consumo',
      'brinquedos',
    ],
  }),
  // An office's supplies and paperwork (concepts.ts): a company's general expenses unless a name says them. What
  // an office buys, it buys there: a chart without goods files its purchases with its supplies.
  {
    terms: ['material de escritório', 'material de expediente', 'expediente', 'office supplies', 'papelaria'],
    claims: { office: 'core', Compras: 'related', 'biz:fornecedores': 'weak' },
  },
  // The notary's fees are fees a household pays with its taxes ("Documentos e taxas (cartório)").
  {
    terms: ['cartório', 'tabelionato', 'emolumentos', 'notary'],
    claims: { notary: 'core', 'Impostos e Taxas': 'related' },
  },
  { terms: ['presente', 'gift'], claims: { Compras: 'related', Doações: 'related' } },
  { terms: ['livro', 'books'], claims: { Compras: 'related', Educação: 'related' } },
  { terms: ['intercâmbio'], claims: { Educação: 'related', Viagem: 'related' } },
  // Drinks: at the market or at the bar, as their neighbours say ("Comida e bebida", "Mercado e bebidas"). A
  // company's drinks are its inputs, which its other words name.
  {
    terms: ['bebidas', 'adega', 'cerveja', 'vinho', 'drinks'],
    claims: { Supermercado: 'related', Alimentação: 'related' },
    personalOnly: true,
  },
  { terms: ['material'], claims: { Compras: 'related', 'biz:fornecedores': 'related' } },
  // Cleaning supplies: bought at the supermarket too (a company's groceries, descriptors' BUSINESS_PARENTS).
  { terms: ['material de limpeza'], claims: { Compras: 'core', Supermercado: 'weak' } },
  {
    terms: ['limpeza', 'cleaning'],
    claims: { upkeep: 'core', Compras: 'related', Moradia: 'related', Supermercado: 'weak' },
  },
  // The upkeep of a home or premises, apart from its rent ("Aluguel do salão" before "Limpeza e conservação").
  ...names('upkeep', {
    core: [
      'conservação',
      'conservação predial',
      'zeladoria',
      'dedetização',
      'manutenção predial',
      'manutenção da casa',
      'lavanderia',
      'laundry',
      'reparos',
      'consertos',
      // A company's machines and building ("Manutenção de Equipamentos e Predial").
      'manutenção de equipamentos',
      'manutenção de máquinas',
      'predial',
    ],
  }),
  {
    terms: ['equipamento', 'hardware', 'equipment', 'computadores'],
    claims: { 'biz:informatica': 'core', Compras: 'related' },
  },

  // Health and care.
  {
    terms: ['saúde', 'health', 'healthcare', 'health care'],
    claims: { Saúde: 'core', 'biz:plano-saude': 'related', 'Cuidados Pessoais': 'group' },
  },
  ...names('Saúde', {
    core: [
      'eye care',
      'eyecare',
      'therapy',
      'pilates',
      'yoga',
      'ioga',
      'crossfit',
      'natação',
      'musculação',
      'vacina',
      'médico',
      'medical',
      'medicina',
      'farmácia',
      'drogaria',
      'remédio',
      'medicamento',
      'hospital',
      'clínica',
      'consulta',
      'exame',
      'dentista',
      'dentist',
      'óculos',
      'odontologia',
      'odontológico',
      'psicólogo',
      'terapia',
      'academia',
      'gym',
      'fitness',
      'ótica',
      'pharmacy',
      'doctor',
      'dental',
    ],
    related: ['educação física', 'esporte', 'sports'],
  }),
  {
    terms: ['plano de saúde', 'convênio médico', 'health insurance', 'health plan'],
    claims: { Saúde: 'core', 'biz:plano-saude': 'core' },
  },
  {
    terms: ['bem-estar', 'wellness', 'wellbeing'],
    claims: { 'Cuidados Pessoais': 'related', Saúde: 'group' },
  },
  // What a beauty salon sells, in its own chart: a person's care only in a household's list.
  {
    terms: ['unhas', 'maquiagem', 'makeup', 'skincare', 'skin care'],
    claims: { 'Cuidados Pessoais': 'core' },
    personalOnly: true,
  },
  ...names('Cuidados Pessoais', {
    core: [
      'haircut',
      'barber',
      'cuidados pessoais',
      'cuidado pessoal',
      'personal care',
      'self care',
      'beleza',
      'beauty',
      'estética',
      'salão',
      'salão de beleza',
      'barbearia',
      'barbeiro',
      'cabelo',
      'hair',
      'cabeleireiro',
      'manicure',
      'cosméticos',
      'perfumaria',
      'higiene',
      'higiene pessoal',
      'autocuidado',
      'vaidade',
      'spa',
    ],
  }),
  ...names('Pets', {
    core: [
      'gata',
      'cachorra',
      'cadela',
      'tosa',
      'pet',
      'pet shop',
      'petshop',
      'animal',
      'bicho',
      'bichinho',
      'cachorro',
      'cão',
      'gato',
      'veterinário',
      'veterinary',
      'ração',
      'dog',
      'cat',
      'vet',
    ],
  }),

  // Travel, leisure, subscriptions.
  { terms: ['viagem', 'travel', 'trip'], claims: { Viagem: 'core', Transporte: 'group' } },
  ...names('Viagem', {
    core: [
      'milhas',
      'aluguel de carro',
      'locação de carro',
      'car rental',
      'rental car',
      'lua de mel',
      'turismo',
      'vacation',
      'holiday',
      'hotel',
      'passagem',
      'passagens aéreas',
      'voo',
      'flights',
      'airline',
    ],
  }),
  // A stay; beside software ("Hospedagem, CMS e softw."), a site's hosting.
  {
    terms: ['hospedagem'],
    claims: { Viagem: 'core' },
    besides: { parts: ['biz:software', 'Assinaturas'], means: { 'biz:software': 'related' } },
  },
  // Holidays at home; in a company's chart, the staff's paid leave ("Salários, Férias e Rescisões").
  { terms: ['férias'], claims: {}, household: { Viagem: 'core' }, company: { 'biz:folha': 'related' } },
  { terms: ['passeio', 'outing'], claims: { Lazer: 'core', Viagem: 'related' } },
  // Going out: trips with it when nothing names travel.
  { terms: ['rolê', 'saídas'], claims: { Lazer: 'core', Viagem: 'group' } },
  {
    terms: ['lazer', 'entretenimento', 'entertainment', 'leisure'],
    claims: { Lazer: 'core', Assinaturas: 'related', Viagem: 'group' },
  },
  {
    terms: ['diversão', 'fun', 'fun money'],
    claims: { Lazer: 'core', Assinaturas: 'related' },
    needs: ['lifestyle'],
  },
  ...names('Lazer', {
    core: [
      'fim de semana',
      'pelada',
      'futebol',
      'amusement',
      'arts',
      'concerts',
      'events',
      'nightlife',
      'going out',
      'night out',
      'dates',
      'museu',
      'parque',
      'clube',
      'balada',
      'loteria',
      'lotérica',
      'aposta',
      'bets',
      'sócio torcedor',
      'cultura',
      'hobby',
      'jogos',
      'games',
      'cinema',
      'movies',
      'music',
      'show',
      'teatro',
      'eventos',
      'festa',
      'ingressos',
      'recreation',
    ],
  }),
  ...names('Assinaturas', {
    core: [
      'subscrição',
      'amazon prime',
      'newspapers',
      'magazines',
      'jornais',
      'revistas',
      'clube de vinho',
      'assinatura',
      'subscription',
      'streaming',
      'serviços digitais',
      'recorrente',
      'netflix',
      'spotify',
      'disney',
      'youtube',
      'prime video',
      'clube de assinatura',
    ],
    related: ['digital', 'mensalidades'],
  }),

  // Home.
  { terms: ['casa', 'lar', 'home', 'house'], claims: { Moradia: 'core', 'Contas e Serviços': 'related' } },
  ...names('Moradia', {
    core: [
      'apê',
      'apartamento',
      'prestação da casa',
      'prestação do apartamento',
      'prestação do apê',
      'arrendamento',
      'lease',
      'encanador',
      'eletricista',
      'chaveiro',
      'pedreiro',
      'marido de aluguel',
      'moradia',
      'aluguel',
      'condomínio',
      'habitação',
      'imóvel',
      'residência',
      'housing',
      'rent',
      'mortgage',
      'financiamento imobiliário',
      'diarista',
      'faxina',
      'empregada',
      'empregada doméstica',
      'serviços domésticos',
    ],
    // Repairs are a kind of housing cost: "Aluguel do salão" takes the rent before "Manutenção e reformas".
    related: ['reforma'],
  }),
  ...names(
    'Moradia',
    { core: ['ponto comercial', 'coworking'], broad: ['ocupação', 'occupancy', 'facilities'] },
    true,
  ),
  { terms: ['household'], claims: { Moradia: 'related', Compras: 'related' } },
  ...names('Moradia', { related: ['babá', 'babysitter', 'garagem', 'garage'] }),
  {
    terms: ['ferramentas', 'utensílios', 'jardinagem', 'tools', 'lawn', 'garden'],
    claims: { Compras: 'related', Moradia: 'related' },
  },
  {
    terms: ['manutenção', 'maintenance'],
    claims: { Moradia: 'related', Transporte: 'related' },
  },
  ...names('Contas e Serviços', {
    core: [
      'television',
      'pay tv',
      'contas de consumo',
      'contas da casa',
      'utilidades',
      'utilities',
      'energia',
      'gás de cozinha',
      'energia elétrica',
      'luz',
      'água',
      'telefone',
      'telefonia',
      'celular',
      'internet',
      'telecom',
      'phone',
      'electricity',
      'water',
    ],
    related: ['consumo'],
  }),
  {
    terms: ['contas', 'bills', 'boletos'],
    claims: {
      'Contas e Serviços': 'broad',
      Moradia: 'group',
      Assinaturas: 'group',
      Seguros: 'group',
      'Impostos e Taxas': 'group',
    },
    // Beside the home ("Aluguel + contas", "Casa e contas"): the bills that come to the home (utilities, its
    // subscriptions and taxes), no insurance.
    besides: {
      parts: ['Moradia'],
      means: { 'Contas e Serviços': 'core', Assinaturas: 'group', 'Impostos e Taxas': 'group' },
    },
  },
  // Bank apps file streaming and app subscriptions under "Serviços".
  {
    terms: ['serviços', 'services'],
    claims: { 'Contas e Serviços': 'related', 'biz:servicos': 'related', Assinaturas: 'related' },
  },

  // Education.
  ...names('Educação', {
    core: [
      'aulas',
      'lessons',
      'classes',
      'tutoring',
      'aula particular',
      'daycare',
      'educação',
      'education',
      'escola',
      'colégio',
      'faculdade',
      'facul',
      'creche',
      'universidade',
      'curso',
      'ensino',
      'estudo',
      'school',
      'tuition',
      'courses',
      'learning',
      'formação',
      'capacitação',
      'treinamento',
      'training',
      'idiomas',
      'mensalidade escolar',
      'material escolar',
    ],
  }),
  {
    terms: ['filhos', 'crianças', 'kids', 'children', 'childcare'],
    claims: { Educação: 'group' },
    people: true,
  },
  // Pay TV is a bill and a subscription: "Casa (luz, água, telefone, TV)" takes the streaming too.
  { terms: ['tv', 'tv a cabo'], claims: { 'Contas e Serviços': 'core', Assinaturas: 'related' } },

  // Money: taxes, banks, transfers, investments, income, loans, insurance, cash.
  ...names('Impostos e Taxas', {
    core: [
      'carnê-leão',
      'alvará',
      'taxas municipais',
      'impostos',
      'tributos',
      'tributário',
      'taxes',
      'obrigações fiscais',
      'irpf',
      'ir',
      'sales tax',
      'imposto de renda',
      'darf',
    ],
    related: [
      'burocracia',
      'bureaucracy',
      'documentos',
      'despachante',
      'visto',
      'visa',
      'fiscal',
      'fisco',
      'governo',
      'iptu',
      'ipva',
      // The city hall's fees.
      'prefeitura',
      'taxas da prefeitura',
      // The tax on rural land.
      'itr',
      // Portugal's: income, property and vehicle taxes.
      'irs',
      'imi',
      'iuc',
      'licenciamento',
      'detran',
      'licenses',
    ],
  }),
  // Permits ("Taxas e Licenças", "Licença Ambiental"); beside software ("Softwares e Licenças"), its licences.
  {
    terms: ['licenças', 'licença de funcionamento', 'licença ambiental', 'licença sanitária'],
    claims: { 'Impostos e Taxas': 'broad' },
    besides: { parts: ['biz:software', 'Assinaturas'], means: { 'biz:software': 'related' } },
  },
  // A fine: a tax of its kind at home, a financial expense in a company's chart ("Juros e multas").
  {
    terms: ['multa', 'fines', 'late fees', 'penalties'],
    claims: { 'Impostos e Taxas': 'related', 'biz:juros': 'related' },
  },
  { terms: ['taxa'], claims: { 'Impostos e Taxas': 'related', 'Tarifas Bancárias': 'related' } },
  { terms: ['fee'], claims: { 'Tarifas Bancárias': 'core', 'Impostos e Taxas': 'related' } },
  {
    terms: ['inss', 'gps', 'previdência social', 'previdenciário', 'contribuição previdenciária'],
    claims: { 'biz:inss': 'core', 'biz:encargos': 'core' },
    household: { 'Impostos e Taxas': 'related' },
  },
  ...names('Tarifas Bancárias', {
    core: [
      'comissões bancárias',
      'tarifa',
      'tarifas bancárias',
      'taxas bancárias',
      'despesas bancárias',
      'bank fees',
      'bank charges',
      'service charges',
      'anuidade',
      'maquininha',
      'taxas de cartão',
    ],
  }),
  // Interest and its kin: bank charges at home, financial expenses in a company's chart.
  {
    terms: ['rotativo', 'cheque especial', 'iof', 'finance charge', 'encargos financeiros'],
    claims: { 'biz:juros': 'core' },
    // A household's bank charges; a company's financial expenses, apart from its fees ("Juros e IOF").
    household: { 'Tarifas Bancárias': 'core' },
    company: { 'Tarifas Bancárias': 'related' },
  },
  // What a payment gateway or a marketplace keeps of each sale: fees.
  ...names(
    'Tarifas Bancárias',
    {
      core: ['taxas de marketplace', 'tarifas de marketplace', 'comissões de marketplace'],
      related: ['gateway', 'intermediadores de pagamento'],
    },
    true,
  ),
  {
    terms: ['despesas financeiras', 'financial expenses'],
    claims: { 'Tarifas Bancárias': 'broad', 'biz:juros': 'broad' },
    // A household pays its loans' interest with them; a company's loans are no expense (the interest is).
    household: { 'Empréstimos e Financiamentos': 'related' },
  },
  {
    terms: ['juros', 'interest', 'juros pagos', 'juros passivos', 'interest expense'],
    claims: { 'Tarifas Bancárias': 'related', 'biz:juros': 'core' },
    household: { 'Empréstimos e Financiamentos': 'group' },
  },
  {
    terms: ['financeiro', 'finanças', 'finance', 'financial', 'resultado financeiro'],
    claims: FINANCE_FAMILY,
    // A household's loans are part of its finances; a company's are no expense of its financial result.
    household: { 'Empréstimos e Financiamentos': 'group' },
  },
  {
    terms: ['banco', 'bancário', 'bank', 'banking'],
    claims: BANK_FAMILY,
    household: { 'Empréstimos e Financiamentos': 'group' },
  },
  ...names('Transferências', {
    core: [
      'remessas',
      'envios para o brasil',
      'transferência',
      'transfer',
      'pix',
      'ted',
      'doc',
      'entre contas',
      'transferências entre contas',
    ],
  }),
  // Money sent to people, as a list names it ("Pix enviados", "Pagamentos a pessoas").
  {
    terms: [
      'pix enviados',
      'transferências enviadas',
      'ted enviada',
      'pagamentos a pessoas',
      'pix para pessoas',
    ],
    claims: { 'transfer-out': 'core', Transferências: 'core' },
  },
  // A chart's own bank accounts ("Bancos Conta Movimento"): money moved between them.
  ...names(
    'Transferências',
    { core: ['conta movimento', 'bancos conta movimento', 'numerário em trânsito'] },
    true,
  ),
  // An owner's words for money moved between the company's accounts ("Passei de uma conta pra outra").
  ...names('Transferências', {
    core: [
      'passei de uma conta pra outra',
      'de uma conta para outra',
      'outra conta',
      'conta própria',
      'own accounts',
    ],
  }),
  ...names('Transferências', {
    related: ['fatura', 'pagamento de fatura', 'cartão de crédito', 'cartão', 'credit card'],
  }),
  // Money moved, all of it: transfers, and the cash taken out ("Movimentações entre contas", "Movimentações não
  // operacionais"); "Transferências entre contas" names transfers only.
  { terms: ['movimentação'], claims: { Transferências: 'core', Saques: 'related' } },
  // Money to people: an allowance, alimony, help to family, a bill split.
  {
    terms: ['pensão alimentícia', 'ajuda', 'rachar', 'racha', 'child support'],
    claims: { Transferências: 'related' },
  },
  // An allowance is given or received, as the name's other words say ("Mesada/estágio": a student's income).
  { terms: ['mesada', 'allowance'], claims: { Transferências: 'related', Receitas: 'related' } },
  // Grants and benefits a household receives: income of one kind.
  {
    terms: [
      'bolsa capes',
      'bolsa cnpq',
      'bolsa de estudos',
      'bolsa de pesquisa',
      'bolsa família',
      'bolsa auxílio',
      'capes',
      'cnpq',
      'fapesp',
      'auxílio brasil',
      'scholarship',
      'stipend',
    ],
    claims: { Receitas: 'related' },
  },
  // An internship: payroll in a company's chart, a student's income at home.
  {
    terms: ['estágio', 'bolsa estágio', 'internship'],
    claims: { 'biz:folha': 'related' },
    household: { Receitas: 'related' },
  },
  { terms: ['pais', 'mãe', 'pai', 'parentes', 'sogra'], claims: { Transferências: 'group' }, people: true },
  // The owners' money: a company's cash withdrawals are the owners taking it out.
  {
    terms: [
      'sócios',
      'distribuição de lucros',
      'lucros distribuídos',
      'distribuído lucros',
      'owner draw',
      'partner draw',
      'distributions',
      // The partners splitting what was earned ("divisão do lucro").
      'divisão do lucro',
    ],
    claims: { Saques: 'related', 'biz:distribuicao-lucros': 'core' },
    // What the owners are paid goes with them when no name says pró-labore ("Retirada sócias"). Money moved
    // between the company's own accounts is no owner's money: it goes there in a household's list only.
    company: { 'biz:pro-labore': 'related' },
    household: { Transferências: 'related' },
  },
  // Taking money out: cash first ("Retiradas (pró-labore) e transferências" takes the cash too).
  // Taking money out: cash at home, the owners' withdrawal of profits in a company's chart.
  // "O que eu tirei pra mim": the owner's withdrawal, as an owner says it.
  {
    terms: ['tirei pra mim'],
    claims: { 'biz:distribuicao-lucros': 'core' },
    company: { 'biz:pro-labore': 'related' },
  },
  {
    terms: ['retirada'],
    claims: { Saques: 'related', 'biz:distribuicao-lucros': 'broad' },
    company: { 'biz:pro-labore': 'related' },
    household: { Transferências: 'group' },
  },
  ...names('Investimentos', {
    core: [
      'crypto',
      'caixinha',
      'cofrinho',
      // Money put aside, as people say it: "Pé de meia", "Colchão pros meses fracos", "Guardar", "dinheiro guardado".
      'dinheiro guardado',
      'guardado',
      'pé de meia',
      'colchão',
      'fundo de emergência',
      'guardar',
      'guardei',
      'resgate',
      // The applications a bank sells, by name ("Guardei no CDB").
      'cdb',
      'rdb',
      'lci',
      'lca',
      'investimento',
      'investments',
      'investing',
      'aplicação',
      'poupança',
      'reserva',
      'reserva de emergência',
      'previdência',
      'previdência privada',
      'renda fixa',
      'renda variável',
      'ações',
      'tesouro',
      'tesouro direto',
      'savings',
      'emergency fund',
      'patrimônio',
      'liberdade financeira',
      'cripto',
      'criptomoedas',
    ],
    related: ['longo prazo'],
  }),
  // Retirement: a retiree's pension, or savings for one, as its neighbours say ("Aposentadoria e rendimentos",
  // "Previdência e aposentadoria").
  { terms: ['aposentadoria', 'retirement'], claims: { Investimentos: 'related', Receitas: 'related' } },
  {
    terms: [
      'receitas financeiras',
      'rendimento',
      'rendeu',
      'rendimentos de aplicações',
      'receitas de aplicações',
      'receitas de investimentos',
      'financial income',
      'interest income',
      'juros ativos',
      'juros recebidos',
    ],
    claims: { Receitas: 'related', 'biz:receita-financeira': 'core' },
    // At home, investments' income goes with them; a company's applications are money moved, not revenue.
    household: { Investimentos: 'related' },
  },
  // "Renda" is income in Brazil and the rent in Portugal ("Renda e condomínio", "Renda da casa").
  {
    terms: ['renda'],
    claims: { Receitas: 'core' },
    besides: { parts: ['Moradia'], means: { Moradia: 'core' } },
  },
  {
    terms: ['renda da casa', 'renda do apartamento', 'renda do quarto'],
    claims: { Moradia: 'core' },
  },
  ...names('Receitas', {
    core: [
      'entrada',
      'entrando',
      'entrou',
      'ganho',
      'recebimento',
      'income',
      'earnings',
      'paycheck',
      'proventos',
      'other income',
    ],
    // Money back is income of one kind: a list's "Salário" or "Entradas" takes income before "Reembolsos".
    related: ['reembolso', 'estorno', 'cashback', 'bônus', 'reimbursement', 'refunds', 'returned purchase'],
  }),
  { terms: ['receita'], claims: { Receitas: 'core', 'biz:vendas': 'related' } },
  // Income of one kind: it takes income when no name says income itself, the salary stays with "Salário".
  {
    terms: ['dividendos', 'dividends'],
    claims: { Receitas: 'related', Investimentos: 'related' },
    company: { 'biz:distribuicao-lucros': 'related' },
  },
  // A freelance job is a person's side income; a company's "Freelas e colab." is the work it buys from them.
  {
    terms: ['freela', 'freelance'],
    claims: {},
    household: { Receitas: 'related' },
    company: { 'biz:servicos': 'related', 'biz:fornecedores': 'weak', 'biz:pagamento-fornecedor': 'weak' },
  },
  {
    // A creator's sponsored posts, a musician's fee: what they earn.
    terms: ['side hustle', 'bico', 'renda extra', 'publi', 'publis', 'publipost', 'cachê'],
    claims: { Receitas: 'related' },
  },
  {
    terms: ['holerite', 'contracheque', 'plr', 'participação nos lucros'],
    claims: { Receitas: 'related', 'biz:folha': 'related' },
  },
  {
    // "Soldo" (the armed forces'), "Vencimentos" (a public servant's).
    terms: ['salário', 'salary', 'ordenados', 'décimo terceiro', 'soldo', 'vencimentos'],
    // A household's salary is its main income: before "Renda extra", "Bico", "Freelas". A company's is its payroll.
    claims: SALARY_FAMILY,
    household: { Receitas: 'broad' },
  },
  ...names('Saques', {
    core: [
      'grana viva',
      'banco 24 horas',
      'banco 24h',
      'saque',
      'cash',
      'atm',
      'dinheiro',
      'espécie',
      'caixa eletrônico',
      'withdrawals',
    ],
  }),
  ...names('Seguros', { core: ['seguro', 'insurance', 'proteção'] }),
  ...names('Empréstimos e Financiamentos', {
    core: [
      'fies',
      'consórcio',
      'crediário',
      'empréstimo',
      'financiamento',
      'dívida',
      'parcelamento',
      'consignado',
      'loan',
      'debt',
      'amortização',
      'auto payment',
      'car payment',
      'financing',
    ],
    // Settling a debt is a kind of it: "Empréstimo Caixa" takes loans before "Acordo Serasa / renegociação".
    related: [
      'crédito',
      'credit',
      'parcela',
      'prestações',
      'carnê',
      'renegociação',
      'acordo',
      'limpa nome',
      'serasa',
    ],
  }),
  // A loan's installments paid, named with the loan ("Parcelas de Empréstimos", "Amortização de Financiamentos"),
  // and the loans a company takes by their lines of credit (working capital, Pronampe, BNDES, a farm's custeio).
  {
    terms: [
      'parcelas de empréstimos',
      'parcelas de financiamentos',
      'pagamento de empréstimos',
      'pagamento de financiamentos',
      'amortização de empréstimos',
      'amortização de financiamentos',
    ],
    claims: { 'Empréstimos e Financiamentos': 'core' },
  },
  {
    terms: [
      'capital de giro',
      'pronampe',
      'pronaf',
      'bndes',
      'finame',
      'custeio agrícola',
      'crédito rural',
      'leasing',
      'microcrédito',
    ],
    claims: { 'Empréstimos e Financiamentos': 'core' },
    business: true,
  },
  // What an application pays ("Juros de aplicação (CDB)"): the financial revenue, no money moved into it.
  {
    terms: ['juros de aplicação'],
    claims: { 'biz:receita-financeira': 'core' },
    business: true,
  },
  // Bringing in students or customers is marketing, no loan's money ("Marketing e captação de alunos").
  {
    terms: ['captação de alunos', 'captação de clientes', 'captação de pacientes'],
    claims: { 'biz:marketing': 'core' },
    business: true,
  },
  // A loan taken: its money received, which a chart may keep apart from the installments it pays ("Empréstimos -
  // Captação" beside "Empréstimos - Amortização"); a name of loans alone takes both.
  {
    terms: [
      'captação',
      'empréstimos recebidos',
      'empréstimos obtidos',
      'empréstimos tomados',
      'empréstimos contratados',
      'entrada de empréstimos',
      'liberação de empréstimos',
      'liberação de crédito',
      'ingresso de empréstimos',
      'financiamentos recebidos',
      'financiamentos obtidos',
      'loan proceeds',
      'borrowings',
    ],
    claims: { 'biz:emprestimo-entrada': 'core' },
    business: true,
  },
  ...names('Doações', {
    core: [
      'causas sociais',
      'church',
      'vaquinha',
      'vakinha',
      'doação',
      'caridade',
      'dízimo',
      'igreja',
      'ong',
      'filantropia',
      'solidariedade',
      'donation',
      'charity',
      'giving',
      'tithe',
      'oferta',
    ],
    related: ['contribuições'],
  }),

  // A company's chart of accounts.
  ...names('Impostos e Taxas', { core: ['irpj', 'csll'] }, true),
  // Taxes on revenue, which a monthly result deducts from it (the DRE's "(-) Deduções").
  {
    terms: [
      'das',
      'das mei',
      'simples nacional',
      'iss',
      'issqn',
      'deduções da receita',
      'deduções sobre vendas',
      'deduções da receita bruta',
      'icms',
      'pis',
      'cofins',
      'funrural',
      'senar',
      'tax on sales',
    ],
    // In a company's chart they are the taxes on revenue, a deduction from it: its other taxes (IRPJ, IPTU, fees)
    // are expenses, never there.
    claims: { 'biz:impostos-receita': 'core' },
    household: { 'Impostos e Taxas': 'core' },
    business: true,
  },
  // Taxes on revenue by name: a chart's only account of taxes takes its other taxes too, when no account names them.
  {
    terms: [
      'impostos sobre vendas',
      'impostos sobre serviços',
      'impostos sobre a receita',
      'impostos sobre faturamento',
      'tributos sobre vendas',
      'tributos sobre a receita',
      'tributos sobre serviços',
      'tributos sobre faturamento',
      // The tax on the invoice ("imposto da nota", "Impostos sobre Notas (DAS, ISS)").
      'imposto da nota',
    ],
    claims: { 'biz:impostos-receita': 'core' },
    household: { 'Impostos e Taxas': 'core' },
    company: { 'Impostos e Taxas': 'related' },
    business: true,
  },
  {
    terms: ['deduções', 'simples'],
    claims: { 'biz:impostos-receita': 'related' },
    household: { 'Impostos e Taxas': 'related' },
    business: true,
  },
  ...names(
    'biz:vendas',
    {
      core: [
        'vendas',
        'receita de vendas',
        'receita de serviços',
        'receita operacional',
        'receita bruta',
        'faturamento',
        'revenue',
        'sales',
        'vendas de mercadorias',
        'prestação de serviços',
      ],
    },
    true,
  ),
  // Customers: what they pay ("Lavagens e clientes"), unless the name says what is spent on them ("Viagens e
  // visitas a clientes", "Brindes para clientes").
  {
    terms: ['clientes', 'customers'],
    claims: { 'biz:vendas': 'related' },
    besides: {
      parts: ['Viagem', 'Transporte', 'Combustível', 'Alimentação', 'Lazer', 'Doações', 'biz:marketing'],
      means: {},
    },
  },
  {
    terms: [
      'fornecedores',
      'suppliers',
      'vendors',
      'mercadorias',
      'cmv',
      'cpv',
      'custo da mercadoria vendida',
      'custo dos produtos vendidos',
      'cost of goods sold',
      'cogs',
      'cost of sales',
      'compra de mercadorias',
      'mercadorias para revenda',
      'revenda',
      'matéria-prima',
      'estoque',
      'inventory',
      'raw materials',
      'produção',
    ],
    claims: SUPPLIER_FAMILY,
    business: true,
  },
  // Inputs: what a shop or a restaurant buys to make what it sells (a restaurant's groceries).
  {
    terms: ['insumos', 'ingredientes', 'ingredients'],
    claims: { ...SUPPLIER_FAMILY, Supermercado: 'related' },
    business: true,
  },
  {
    terms: ['embalagens', 'descartáveis', 'packaging'],
    claims: { 'biz:fornecedores': 'related', 'biz:pagamento-fornecedor': 'related', Compras: 'related' },
    business: true,
  },
  // The goods of a trade, which a company's chart names its suppliers' account by ("Peças e Componentes",
  // "Sementes, Adubos e Defensivos", "Produtos (tinta, esmalte)", "Armações e lentes"): what it buys to sell or to
  // work with, a little less than a name of suppliers itself ("Insumos" beside "Produtos p/ revenda"). At home
  // the same words keep their own meaning (a car's tyres, glasses).
  {
    terms: ['peças', 'autopeças', 'pneus', 'peças de reposição'],
    claims: {},
    household: { Transporte: 'related' },
    company: GOODS_FAMILY,
  },
  {
    terms: ['lentes', 'armações'],
    claims: {},
    household: { Saúde: 'related' },
    company: GOODS_FAMILY,
  },
  {
    terms: ['produtos', 'tintas', 'papel', 'componentes'],
    claims: {},
    household: { Compras: 'weak' },
    company: GOODS_FAMILY,
  },
  // A kitchen's inputs: a bakery's or a buffet's suppliers; at home, the groceries ("Carnes" is meat, never a
  // "carnê" of installments: WORD_EXCEPTIONS keeps its plural).
  {
    terms: ['farinha', 'fermento', 'carnes'],
    claims: {},
    household: { Supermercado: 'related' },
    company: GOODS_FAMILY,
  },
  // A farm's, a print shop's, a builder's and a laboratory's materials, in a company's words only.
  {
    terms: [
      'sementes',
      'adubos',
      'fertilizantes',
      'defensivos',
      'agrotóxicos',
      'insumos agrícolas',
      'lonas',
      'chapas',
      'tecidos',
      'aviamentos',
      'madeiras',
      'ferragens',
      'mp',
      'parts',
      'components',
      'goods',
      'cimento',
      'areia',
      'brita',
      'ferro',
      'aço',
      'vergalhões',
      'vidros',
      'tubos',
      'conexões',
      'revestimentos',
      'pisos',
      'reagentes',
      'couro',
    ],
    claims: GOODS_FAMILY,
    business: true,
  },
  // A gym's or a pharmacy's goods for resale; at home, a name of health already says what it holds.
  { terms: ['suplementos'], claims: {}, company: GOODS_FAMILY },
  {
    // What delivering the service costs (inputs, subcontracted work): not the accountant's or the lawyer's fees.
    terms: ['custos diretos', 'custo dos serviços prestados', 'csp', 'cost of services'],
    claims: {
      'biz:fornecedores': 'related',
      'biz:pagamento-fornecedor': 'related',
      'biz:atacado': 'related',
    },
    business: true,
  },
  ...names('biz:atacado', { core: ['atacado', 'atacadista'] }),
  // Services rendered to patients or clients, a clinic's or a studio's revenue ("Atendimentos recebidos").
  { terms: ['atendimentos'], claims: { 'biz:vendas': 'related' } },
  // Pay: the payroll, its charges and benefits.
  {
    terms: ['folha', 'folha de pagamento', 'remuneração', 'payroll', 'wages'],
    claims: PAYROLL_FAMILY,
    business: true,
  },
  // "Pessoal": the staff in a company's chart, personal spending in a household's list ("Pessoal > Beleza").
  {
    terms: ['pessoal'],
    claims: PAYROLL_FAMILY,
    company: { Saúde: 'weak' },
    household: Object.fromEntries(NEED_GROUPS.personal.map((id) => [id, 'group'] as const)),
    business: true,
  },
  {
    terms: [
      'despesas com pessoal',
      'funcionários',
      'colaboradores',
      'empregados',
      'equipe',
      'rh',
      'mão de obra',
      'recursos humanos',
      'staff',
      'employees',
      'personnel',
    ],
    // The staff: its health plan is among what it costs (not "Salários e encargos (folha, FGTS)" alone).
    claims: { ...PAYROLL_FAMILY, Saúde: 'weak' },
    business: true,
  },
  // The staff named by who they are ("Professores e Recepção", "Pagamento das meninas", "Salários de
  // Corretores"): the payroll in a company's chart; at home a teacher is the children's school.
  {
    terms: ['professores', 'instrutores'],
    claims: {},
    household: { Educação: 'related' },
    company: { 'biz:folha': 'broad' },
    people: true,
  },
  {
    terms: [
      'recepção',
      'meninas',
      'meninos',
      'corretores',
      'motoristas',
      'cozinheiros',
      'garçons',
      'vendedores',
      'atendentes',
      'técnicos',
      'enfermeiros',
      'operadores',
      'costureiras',
      'safristas',
      'balconistas',
      'estagiários',
      // A farm's hands.
      'peões',
      'lavradores',
      // An aviation company's crew.
      'pilotos',
    ],
    claims: {},
    company: { 'biz:folha': 'broad' },
    people: true,
  },
  // The owner's pay: payroll in a company's chart, income in a household's list.
  {
    terms: ['pró-labore', 'prolabore'],
    claims: { 'biz:pro-labore': 'core', 'biz:folha': 'related' },
    household: { Receitas: 'related' },
    business: true,
  },
  // A secretary: staff in a company's chart, the home's domestic worker in a household's list ("secretária do lar").
  {
    terms: ['secretária', 'recepcionista'],
    claims: { 'biz:folha': 'related' },
    household: { Moradia: 'related' },
  },
  {
    terms: ['ajudante', 'auxiliar', 'assistente', 'comissões', 'comissões sobre vendas', 'commissions'],
    claims: {
      'biz:folha': 'related',
      'biz:encargos': 'related',
      'biz:beneficios': 'related',
      'biz:plano-saude': 'related',
      'biz:vale-transporte': 'related',
    },
  },
  {
    terms: ['encargos'],
    claims: {
      'biz:encargos': 'core',
      'biz:inss': 'core',
      'biz:folha': 'related',
      'Tarifas Bancárias': 'group',
    },
    business: true,
  },
  {
    // PIS on the payroll ("PIS s/ Folha"), which associations pay instead of PIS on revenue, is a payroll charge.
    terms: ['encargos sociais', 'encargos trabalhistas', 'fgts', 'payroll taxes', 'pis sobre folha'],
    claims: { 'biz:encargos': 'core', 'biz:inss': 'core' },
    business: true,
  },
  ...names('biz:beneficios', {
    core: ['vale-refeição', 'vale-alimentação', 'vr', 'va'],
  }),
  // A "vale" in a company's chart is a voucher or an advance on pay ("vale e marmita do pessoal"): the staff's.
  { terms: ['vale'], claims: {}, company: { 'biz:beneficios': 'related' } },
  // A company's staff benefits: the health plan among them, so health spending goes there.
  // Benefits hold the health plan and the commute (vale-transporte) before the salaries do.
  {
    terms: ['benefícios', 'benefits'],
    claims: {
      'biz:beneficios': 'core',
      'biz:plano-saude': 'broad',
      'biz:vale-transporte': 'broad',
      Saúde: 'weak',
    },
    company: { Saúde: 'related' },
  },
  // Food baskets and the staff's commute a company pays: benefits in its chart ("Cesta Básica e Transporte dos
  // Empregados"); at home a basket is groceries.
  {
    terms: ['cesta básica'],
    claims: { 'biz:beneficios': 'core' },
    household: { Supermercado: 'related' },
  },
  {
    terms: ['transporte dos empregados', 'transporte dos funcionários', 'transporte da equipe'],
    claims: { 'biz:vale-transporte': 'core', 'biz:beneficios': 'broad' },
    business: true,
  },
  // The commute a company pays is one of its staff's benefits ("Vale-Transporte e Alimentação").
  { terms: ['vale-transporte', 'vt'], claims: { 'biz:vale-transporte': 'core', 'biz:beneficios': 'broad' } },
  ...names(
    'biz:marketing',
    {
      core: [
        'marketing',
        'publicidade',
        'propaganda',
        // Material made to sell, no goods bought ("Anúncios, Feiras e Material Promocional").
        'material promocional',
        'material publicitário',
        'material de divulgação',
        'insta',
        'panfleto',
        'anúncios',
        'mídia',
        'divulgação',
        'advertising',
        'ads',
        'tráfego pago',
        'comunicação',
        'promoção',
        'branding',
        'brindes',
      ],
      broad: ['despesas comerciais', 'despesas com vendas', 'selling expenses'],
      related: ['comercial'],
    },
    true,
  ),
  // A company's programs and digital tools ("programas e licenças", "Ferram. Digitais (área de membros)"); at home a
  // "programa" is an outing.
  { terms: ['programas'], claims: {}, company: { 'biz:software': 'related' } },
  // A company's site and platforms ("site e whatsapp business", "Plataforma de Discagem"): its systems.
  {
    terms: ['site', 'website', 'plataforma', 'platform', 'whatsapp business'],
    claims: {},
    company: { 'biz:software': 'related' },
  },
  {
    // A clinic's electronic records are its system, no electronics bought.
    terms: ['ferramentas digitais', 'processamento de dados', 'prontuário eletrônico'],
    claims: { 'biz:software': 'core' },
    business: true,
  },
  {
    terms: ['software', 'sistemas', 'saas', 'cloud', 'nuvem', 'licenças de software'],
    claims: { 'biz:software': 'core', 'biz:informatica': 'related', Assinaturas: 'related' },
    business: true,
  },
  {
    terms: ['tecnologia', 'tecnologia da informação', 'ti', 'it', 'tech', 'technology', 'informática'],
    claims: { 'biz:software': 'core', 'biz:informatica': 'core', Assinaturas: 'related' },
  },
  // A firm's fees: what it pays its accountant, or, when no name says revenue, what a law firm is paid.
  { terms: ['honorários'], claims: { 'biz:servicos': 'core', 'biz:vendas': 'weak' }, business: true },
  ...names(
    'biz:servicos',
    {
      core: [
        'serviços profissionais',
        'serviços de terceiros',
        'serviços prestados',
        'prestadores de serviço',
        'prestadores',
        'consultoria',
        'assessoria',
        'contabilidade',
        'contador',
        'contábil',
        'jurídico',
        'advogado',
        'advocacia',
        'professional services',
        'professional fees',
        // The fees a firm pays its professionals, no bank's ("Accounting & Legal Fees").
        'legal fees',
        'accounting fees',
        'audit fees',
        'consulting fees',
        'legal',
        'accounting',
        'accountant',
        'bookkeeping',
        'bookkeeper',
        'lawyer',
        'attorney',
        'consulting',
        'auditoria',
      ],
    },
    true,
  ),
  // Money of others a company holds and passes on ("Valores de Terceiros - Repasses a Proprietários"): no work bought.
  { terms: ['valores de terceiros', 'recursos de terceiros'], claims: {} },
  // Work bought from others (subcontractors, freelancers, third parties): what delivering the company's own work
  // costs, its suppliers' account when nothing names them better ("Custo Serv. Terceirizados (devs PJ)", "Freelas
  // PJ / subcontractors"), and its professional services when no name says the accountant's or the lawyer's.
  {
    terms: OUTSOURCED_WORDS,
    claims: {
      'biz:servicos': 'related',
      'biz:fornecedores': 'weak',
      'biz:pagamento-fornecedor': 'weak',
    },
    business: true,
  },
  {
    terms: [
      'despesas administrativas',
      'administrativo',
      'administração',
      'administrative',
      'escritório',
      'office',
    ],
    claims: {},
    needs: ['administrative'],
    needKind: 'group',
    business: true,
  },

  // Budget groups by need.
  {
    terms: [
      'essenciais',
      'necessidades',
      'necessidades básicas',
      'básico',
      'necessário',
      'obrigatório',
      'sobrevivência',
      'custo de vida',
      'needs',
      'essentials',
    ],
    claims: {},
    needs: ['essential'],
  },
  {
    terms: [
      'não essenciais',
      'non essential',
      'guilt free',
      'estilo de vida',
      'desejos',
      'supérfluo',
      'besteiras',
      'mimos',
      'qualidade de vida',
      'prazer',
      'livre',
      'lifestyle',
      'wants',
      'discretionary',
    ],
    claims: {},
    needs: ['lifestyle'],
  },
  { terms: ['futuro', 'future', 'metas', 'objetivos', 'goals'], claims: {}, needs: ['future'] },
  { terms: ['fixos', 'fixed'], claims: {}, needs: ['fixed'] },
  {
    terms: ['variáveis', 'variable', 'flexíveis', 'flexible', 'dia a dia', 'cotidiano', 'day to day'],
    claims: {},
    needs: ['variable'],
  },
  { terms: ['pessoais', 'personal', 'pf'], claims: {}, needs: ['personal'], needKind: 'group' },
  // Spanish, as immigrants from Venezuela, Argentina or Bolivia name their categories in Brazil.
  ...names('Receitas', { broad: ['sueldo', 'ingresos'] }),
  ...names('Alimentação', { core: ['comida afuera'] }),
  ...names('Supermercado', { core: ['víveres', 'abarrotes'] }),
  ...names('Moradia', { core: ['alquiler', 'arriendo', 'vivienda'], related: ['hogar'] }),
  ...names('Contas e Serviços', { core: ['servicios básicos'] }),
  ...names('Saúde', { core: ['salud'] }),
  ...names('Compras', { core: ['ropa', 'zapatos', 'calzado', 'tienda'] }),
  ...names('Educação', { core: ['escuela', 'educación', 'útiles escolares'] }),
  ...names('Impostos e Taxas', { core: ['impuestos'] }),
  ...names('Transferências', { core: ['remesas'] }),
  ...names('Saques', { core: ['retiro en efectivo', 'efectivo'] }),
  ...names('Tarifas Bancárias', { core: ['comisiones', 'comisiones bancarias'] }),
  ...names('Investimentos', { core: ['ahorro'] }),
  ...names('Empréstimos e Financiamentos', { core: ['préstamo', 'deudas', 'cuotas'] }),
  ...names('Doações', { core: ['iglesia', 'diezmo', 'donaciones'] }),
  ...names('Cuidados Pessoais', { core: ['peluquería', 'barbería', 'belleza'] }),
  ...names('Pets', { core: ['perrito', 'perro', 'mascota'] }),
  ...names('Lazer', { core: ['paseos', 'diversión', 'entretenimiento', 'salidas'] }),
  ...names('Viagem', { core: ['viajes', 'pasajes'] }),
];

/**
 * Words that mark a catch-all by themselves ("Outros", "Diversos", "Demais despesas", "Other"). A name is the
 * catch-all when nothing but these, catch-all phrases and GENERIC_WORDS is left in it: "Outras receitas" and
 * "Other income" are real categories.
 */
export const CATCH_ALL_WORDS: readonly string[] = [
  'outros',
  'outras',
  'outro',
  'outra',
  'diversos',
  'diversas',
  'demais',
  'geral',
  'gerais',
  'variados',
  'variadas',
  'miscelânea',
  'misc',
  'miscellaneous',
  'avulsos',
  'avulso',
  'other',
  'others',
  'sundry',
  'resto',
  'extras',
  'extra',
  'eventuais',
  'general',
  'imprevistos',
  'miudezas',
  'stuff',
  'random',
  'desconhecido',
  'unknown',
  'otros',
  'otras',
  'varios',
  'misceláneos',
];

/** Phrases that mark a catch-all ("Não classificado", "Sem categoria", "Uncategorized"). */
export const CATCH_ALL_PHRASES: readonly string[] = [
  'sem categoria',
  'sem classificação',
  'não classificado',
  'não classificados',
  'não categorizado',
  'não identificado',
  'não identificados',
  'a classificar',
  'a categorizar',
  'a definir',
  'uncategorized',
  'unclassified',
  'not categorized',
  'everything else',
  'no category',
  'sem cat',
  'a revisar',
  'to review',
  'não sei',
];

/**
 * Words that say spending or money in but name no concept ("Despesas", "Gastos"): they do not count against
 * a name's other words, and they leave a catch-all a catch-all ("Outras despesas").
 */
export const GENERIC_WORDS: readonly string[] = [
  'despesa',
  'despesas',
  'desp',
  'dsp',
  'gasto',
  'gastos',
  'custo',
  'custos',
  'expense',
  'expenses',
  'spending',
  'costs',
  'cost',
  'categoria',
  'categorias',
  'lançamento',
  'lançamentos',
  'operacional',
  'operacionais',
  'operating',
  'coisas',
  'itens',
  'pagamentos',
  'pagamento',
  'pgto',
  'pagto',
];

/**
 * Words of money going out that name no kind of it ("Saídas", "Despesas"), unlike "Impostos" or "Custos": a group of
 * them says a name's direction only ("Saídas → DAS" is no outing).
 */
export const OUTFLOW_WORDS: readonly string[] = [
  'saída',
  'despesa',
  'gasto',
  'pagamento',
  'expense',
  'spending',
];

/**
 * Words that say a name is for money going out: income concepts (Receitas, biz:vendas) take nothing from such a
 * name ("Despesas com vendas", "Impostos sobre vendas").
 */
export const SPENDING_WORDS: readonly string[] = [
  'despesa',
  'gasto',
  'custo',
  'expense',
  'cost',
  'spending',
  'saída',
  'imposto',
  'tributo',
  'dedução',
  'pagamento',
  'enviado',
  'tax',
  'fee',
  'repasse',
];

/**
 * Words that say a name is for money coming in: spending concepts take nothing from such a name ("Receita de
 * serviços" is no professional service, "Vendas de mercadorias" no supplier).
 */
export const INCOME_WORDS: readonly string[] = [
  'receita',
  'renda',
  'entrada',
  'entrando',
  'entrou',
  'ingresos',
  'income',
  'revenue',
  'recebimento',
  'recebido',
  'vendido',
  // A loan's money released to the company ("Custeio - Liberação", "Empréstimo que peguei").
  'liberação',
  'liberado',
  'tomado',
  'peguei',
  'ganho',
  'faturamento',
  'venda',
  'sales',
  'earnings',
];

/** The concepts money in may take in a name of income (the rest are spending). */
export const INCOME_CONCEPTS: readonly ConceptId[] = [
  'Receitas',
  'biz:vendas',
  'biz:receita-financeira',
  'transfer-in',
  'Investimentos',
  'Transferências',
  'Empréstimos e Financiamentos',
  'biz:emprestimo-entrada',
];

/** A company's payroll and what it pays with it: what the examples of a name of payroll may name. */
/** Words of money given back to customers ("Devolução pro cliente", "(-) Estornos e cancelamentos"). */
export const REFUND_WORDS: readonly string[] = [
  'devolução',
  'estorno',
  'cancelamento',
  'abatimento',
  'chargeback',
  'refund',
];

/**
 * Words of the staff as a whole, which a chart files its kinds of staff cost under ("Pessoal / Pró-labore",
 * "Despesas com Pessoal - Benefícios"): beside one other kind, the account is that kind (custom-mapping.ts).
 */
export const STAFF_GROUP_WORDS: readonly string[] = [
  'pessoal',
  'despesas com pessoal',
  'funcionários',
  'colaboradores',
  'empregados',
  'equipe',
  'recursos humanos',
  'staff',
  'personnel',
  'employees',
];

export const PAYROLL_CONCEPTS: readonly ConceptId[] = [
  'biz:folha',
  'biz:encargos',
  'biz:beneficios',
  'biz:plano-saude',
  'biz:vale-transporte',
  'biz:pro-labore',
  'biz:inss',
];

/** Concepts that take nothing from a name of spending. */
export const REVENUE_CONCEPTS: readonly ConceptId[] = ['Receitas', 'biz:vendas', 'biz:receita-financeira'];

/**
 * In a company's chart of accounts, where a concept goes when no name names it, instead of its parent
 * (concepts.ts): `null` for none (the chart's catch-all). A company's groceries go with its meals (copa,
 * refeições); travel goes with transport (deslocamentos).
 */
export const BUSINESS_PARENTS: Readonly<Partial<Record<ConceptId, ConceptId | null>>> = {
  Supermercado: 'Alimentação',
  Viagem: 'Transporte',
  // The premises' cleaning and repairs are general expenses, not the rent: the chart's catch-all, unless a name
  // says them ("Limpeza e conservação").
  upkeep: null,
  office: null,
  notary: null,
  // Profits paid out are no expense: the chart's catch-all, unless a name says so ("Retirada dos sócios").
  'biz:distribuicao-lucros': null,
  // Financial revenue is no sale: when no name says it, the chart's catch-all.
  'biz:receita-financeira': null,
  // A company's applications and redemptions are money moved between its own accounts.
  Investimentos: 'Transferências',
  // Loans taken and paid are no result: the chart's catch-all, unless a name says loans.
  'Empréstimos e Financiamentos': null,
  // Money a company sends to a person is most often pay: the salaries, when no name says it (a PIX to an
  // employee); never a move between its own accounts, which the bank's words say ("mesma titularidade").
  'transfer-out': 'biz:folha',
  // A company buying at a wholesaler buys its goods and inputs, when no name says wholesale.
  'biz:atacado': 'biz:fornecedores',
  // A payment to a supplier the bank does not name pays for the goods and inputs ("SISPAG FORNECEDORES").
  'biz:pagamento-fornecedor': 'biz:fornecedores',
  // The staff's health plan and transport voucher are benefits ("VT e VR", "Benefícios"), before the salaries
  // that a name of pay would take them with; benefits, when no name says them, are what the staff costs.
  'biz:plano-saude': 'biz:beneficios',
  'biz:vale-transporte': 'biz:beneficios',
  'biz:beneficios': 'biz:folha',
};

/**
 * A household's kinds of spending a company has only as the goods of its trade: a pet shop's rations, a salon's
 * products. In its chart a name of these alone names its goods (custom-mapping.ts), and on its statement a line
 * bought from a seller of them is its goods (engine.ts, with health products too).
 */
export const TRADE_GOODS_CONCEPTS: readonly ConceptId[] = ['Pets', 'Cuidados Pessoais'];

/**
 * A household's own kinds of spending: a chart with two names or more that name one of these (a freelancer's
 * "Mercado", "Saúde e academia", "Lazer e viagens") mixes the business and the household, and keeps the
 * household's parents (BUSINESS_PARENTS is for a company's chart only).
 */
export const HOUSEHOLD_CONCEPTS: readonly ConceptId[] = [
  'Supermercado',
  'Saúde',
  'Educação',
  'Lazer',
  'Cuidados Pessoais',
  'Pets',
];

/**
 * In a company's chart, where a concept goes when no name of the chart names it, nor its parent, before the
 * catch-all: to the name that names this neighbour itself (related or closer), or, for `among: 'money-moved'`,
 * that names it among other money moved. A company's cash withdrawals go with its money moved as a whole
 * ("Transferências e aplicações"), not with "Transferências entre contas" alone; a household's cash is no transfer
 * to a person, and goes to its catch-all. What its applications yield goes with them ("Investimento", "Caixinha");
 * a toll, a parking lot or a flight with the fuel, when that is the only way the chart says moving around
 * ("Gasolina da Kombi").
 */
export interface Neighbour {
  readonly concept: ConceptId;
  readonly among?: 'money-moved';
  /**
   * The neighbour's own name comes before a parent's name at a discount too: a flight goes with "Gasolina das
   * motos" rather than with "Conserto da moto", which names transport only by the vehicle.
   */
  readonly beforeParent?: boolean;
  /**
   * The neighbour's name must say it at its core ("Benefícios", "VT e VR"), not as one of its kinds ("Vale-Transporte"
   * holds a benefit, not the staff's food).
   */
  readonly core?: boolean;
}

export const NEIGHBOURS: Readonly<Partial<Record<ConceptId, Neighbour>>> = {
  Saques: { concept: 'Transferências', among: 'money-moved' },
  'biz:receita-financeira': { concept: 'Investimentos' },
  Transporte: { concept: 'Combustível', beforeParent: true },
  Viagem: { concept: 'Combustível', beforeParent: true },
  // The team's meals, when no name says meals, are one of the staff's benefits: a meal voucher's account or the
  // benefits as a whole ("VT e VR", "Benefícios a Empregados"), as accountants book the workers' food (PAT), before
  // the catch-all. Groceries follow the meals only to a name of meals (their parent), never to the benefits.
  Alimentação: { concept: 'biz:beneficios', core: true },
  // A chart of IT that names its machines only ("Computador e scanner") keeps its systems there too.
  'biz:software': { concept: 'biz:informatica' },
  // Money moved between the company's own accounts goes with its applications ("Aplicações financeiras").
  Transferências: { concept: 'Investimentos' },
};

/**
 * In a company's chart, an account of bank fees ("Despesas bancárias", "Tarifas e juros") takes none of these
 * by its family words: moving money is no expense (they go to the chart's catch-all or a name of their own).
 */
export const MONEY_MOVEMENTS: readonly ConceptId[] = ['Transferências', 'Investimentos', 'Saques'];

/**
 * In a company's chart of accounts, money received that is read as income or as a transfer from a person is
 * a customer paying: these concepts go where sales go.
 */
export const BUSINESS_ALIASES: Readonly<Partial<Record<ConceptId, ConceptId>>> = {
  Receitas: 'biz:vendas',
  'transfer-in': 'biz:vendas',
};

/**
 * Emoji that say one thing, as the word they stand for: read only when no word of the name is understood
 * ("🐶 Thor", "🐱 Mia": the pet named, not the pet's kind). Emoji of money (💰, 💸, 💳) say too little.
 */
export const EMOJI_WORDS: Readonly<Record<string, string>> = {
  '🐶': 'pet',
  '🐕': 'pet',
  '🐩': 'pet',
  '🦮': 'pet',
  '🐱': 'pet',
  '🐈': 'pet',
  '🐾': 'pet',
  '🛒': 'mercado',
  '⛽': 'combustível',
  '💊': 'remédio',
  '🏥': 'saúde',
  '🩺': 'saúde',
  '🦷': 'dentista',
  '💇': 'cabeleireiro',
  '💈': 'barbearia',
  '💅': 'manicure',
  '🧴': 'cosméticos',
  '✈': 'viagem',
  '🛫': 'viagem',
  '🎓': 'educação',
  '🍔': 'restaurante',
  '🍕': 'restaurante',
  '🍽': 'restaurante',
  '🚗': 'carro',
  '🚙': 'carro',
  '🚕': 'táxi',
  '🚌': 'ônibus',
  '🚇': 'metrô',
  '🏠': 'moradia',
  '🏡': 'moradia',
  '💡': 'luz',
  '🎬': 'cinema',
  '🎮': 'games',
  '🎉': 'lazer',
  '🎁': 'presente',
  '📱': 'celular',
  '📺': 'streaming',
  '👕': 'roupa',
  '👗': 'roupa',
  '👟': 'roupa',
  '🏦': 'banco',
  '📈': 'investimento',
  '🐷': 'poupança',
  '🏋': 'academia',
  '💪': 'academia',
  '⛪': 'dízimo',
};

// --- Normalization: small and explicit. ---

/**
 * Ways of paying: a list organized by them ("Cartão - Mercado", "Boleto - Faculdade", "Débito automático - Contas
 * fixas") names its kinds after them; a part made of these words alone names nothing when another part follows.
 */
export const PAYMENT_METHOD_WORDS: readonly string[] = [
  'cartão',
  'card',
  'boleto',
  'débito',
  'automático',
  'crédito',
  'credit',
  'debit',
];

/** Words that carry no meaning in a category name. */
export const STOPWORDS: readonly string[] = [
  // "Impostos Incidentes sobre Vendas": the taxes on sales.
  'incidentes',
  'incidente',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'a',
  'o',
  'as',
  'os',
  'ao',
  'aos',
  'com',
  'para',
  'pra',
  'p',
  'c',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'num',
  'numa',
  'por',
  'pelo',
  'pela',
  'sobre',
  'um',
  'uma',
  'meu',
  'minha',
  'meus',
  'minhas',
  'nosso',
  'nossa',
  'seu',
  'sua',
  'etc',
  'the',
  'and',
  'of',
  'for',
  'my',
  'our',
  'an',
  'to',
  'in',
  'on',
  'at',
  'with',
  'n',
  // Spanish, as immigrants from Venezuela, Argentina or Bolivia write their lists.
  'y',
  'el',
  'la',
  'los',
  'las',
  'del',
  'en',
  'mis',
];

/**
 * Prepositions: a word after one qualifies the word before it ("Alimentação em casa", "Seguro do carro"), so it
 * names its concepts only weakly when the word before names something.
 */
export const PREPOSITIONS: readonly string[] = [
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'para',
  'pra',
  'com',
  'sobre',
  'a',
  'ao',
  'aos',
  'of',
  'for',
  'in',
  'at',
  'with',
  'del',
  'en',
];

/** Entries of the books that no bank moves money for: an account named so receives no line. */
export const NON_CASH_WORDS: readonly string[] = ['depreciação', 'exaustão', 'depreciation'];

/**
 * A company's provisions ("Provisão para IRPJ", "Prov. Férias e 13º") are entries of its books too: the tax or the
 * vacation paid is filed where it is spent. At home a "Provisão" is money set aside, and keeps its meaning.
 */
export const PROVISION_WORDS: readonly string[] = ['provisão', 'provision', 'accrual'];

/** Words that negate the next one: "Gastos não essenciais" names no need ("não essenciais" is a term of its own). */
export const NEGATIONS: readonly string[] = ['não', 'not', 'non', 'sem'];

/** Stopwords that are a name when they open a name or a part of it ("DAS e impostos": the Simples Nacional tax). */
export const NAMES_AT_START: readonly string[] = ['das'];

/** Abbreviations people type in category names, and the word they stand for (whole words only). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  net: 'internet',
  cel: 'celular',
  licenc: 'licenciamento',
  alim: 'alimentacao',
  aliment: 'alimentacao',
  transp: 'transporte',
  desp: 'despesa',
  dsp: 'despesa',
  adm: 'administrativo',
  admin: 'administrativo',
  adms: 'administrativo',
  educ: 'educacao',
  fin: 'financeiro',
  invest: 'investimento',
  invests: 'investimento',
  tel: 'telefone',
  telef: 'telefone',
  manut: 'manutencao',
  serv: 'servico',
  servs: 'servico',
  func: 'funcionario',
  pgto: 'pagamento',
  pagto: 'pagamento',
  pgtos: 'pagamento',
  trib: 'tributo',
  tribs: 'tributo',
  mkt: 'marketing',
  cond: 'condominio',
  condom: 'condominio',
  alug: 'aluguel',
  comb: 'combustivel',
  combust: 'combustivel',
  veic: 'veiculo',
  med: 'medico',
  farm: 'farmacia',
  contab: 'contabilidade',
  forn: 'fornecedor',
  enc: 'encargo',
  encarg: 'encargo',
  benef: 'beneficio',
  var: 'variavel',
  manutencoes: 'manutencao',
  s: 'sem',
  info: 'informatica',
  // A chart of accounts' abbreviations ("Rec. Bruta", "Aplic. Financeiras", "Emprést. a Pagar", "Lucros Distrib.").
  rec: 'receita',
  recs: 'receita',
  aplic: 'aplicacao',
  aplics: 'aplicacao',
  apl: 'aplicacao',
  emprest: 'emprestimo',
  empr: 'emprestimo',
  distrib: 'distribuido',
  dist: 'distribuicao',
  distr: 'distribuicao',
  transf: 'transferencia',
  transfs: 'transferencia',
  deprec: 'depreciacao',
  amort: 'amortizacao',
  terc: 'terceiro',
  fornec: 'fornecedor',
  rend: 'rendimento',
  rends: 'rendimento',
  contrib: 'contribuicao',
  mat: 'material',
  exped: 'expediente',
  ferram: 'ferramenta',
  hosped: 'hospedagem',
  sist: 'sistema',
  sists: 'sistema',
  informat: 'informatica',
  equip: 'equipamento',
  equips: 'equipamento',
  antecip: 'antecipacao',
  ded: 'deducao',
  deds: 'deducao',
  bco: 'banco',
  bcos: 'banco',
  tx: 'taxa',
  prov: 'provisão',
  txs: 'taxa',
  prest: 'prestacao',
  publ: 'publicidade',
  propag: 'propaganda',
  oper: 'operacional',
  operac: 'operacional',
  pess: 'pessoal',
  sal: 'salario',
  sals: 'salario',
  imp: 'imposto',
  imps: 'imposto',
  cx: 'caixa',
  cta: 'conta',
  ctas: 'conta',
  hon: 'honorario',
  honor: 'honorario',
  juridic: 'juridico',
  jur: 'juridico',
  tecnol: 'tecnologia',
  tec: 'tecnologia',
  tar: 'tarifa',
  tars: 'tarifa',
  banc: 'bancario',
  cust: 'custo',
  repos: 'reposição',
  div: 'diverso',
  bancs: 'bancario',
  ocup: 'ocupacao',
  elet: 'eletrica',
  eletr: 'eletrica',
  softw: 'software',
  publicid: 'publicidade',
  locom: 'locomocao',
  desloc: 'deslocamento',
  viag: 'viagem',
  ref: 'refeicao',
  refs: 'refeicao',
  entr: 'entrada',
  abatim: 'abatimento',
  ord: 'ordenado',
  soc: 'social',
  conv: 'convenio',
  maq: 'maquina',
  conserv: 'conservacao',
  lucr: 'lucro',
  retir: 'retirada',
  fat: 'faturamento',
  mens: 'mensalidade',
  comiss: 'comissao',
};

/** Plural forms the rules below would get wrong, and words ending in s that are no plural. */
export const WORD_EXCEPTIONS: Readonly<Record<string, string>> = {
  carnes: 'carnes',
  demais: 'demais',
  mais: 'mais',
  pais: 'pais',
  onibus: 'onibus',
  bonus: 'bonus',
  lapis: 'lapis',
  tenis: 'tenis',
  gas: 'gas',
  iss: 'iss',
  pis: 'pis',
  das: 'das',
  inss: 'inss',
  ads: 'ads',
  saas: 'saas',
  cogs: 'cogs',
  ferias: 'ferias',
  juros: 'juros',
  simples: 'simples',
  contabeis: 'contabil',
  uteis: 'util',
  livres: 'livre',
  stores: 'store',
  softwares: 'software',
  hardwares: 'hardware',
  movies: 'movie',
  cookies: 'cookie',
  fares: 'fare',
  shares: 'share',
  chores: 'chore',
  tires: 'tire',
  pessoais: 'pessoais',
  news: 'news',
  fitness: 'fitness',
  business: 'business',
  atlas: 'atlas',
  mes: 'mes',
  meses: 'mes',
  bens: 'bens',
};

/** Feminine forms of adjectives, folded to the masculine so "Despesas financeiras" meets "financeiro". */
export const FEMININE: Readonly<Record<string, string>> = {
  financeira: 'financeiro',
  administrativa: 'administrativo',
  bancaria: 'bancario',
  outra: 'outro',
  diversa: 'diverso',
  fixa: 'fixo',
  variada: 'variado',
  tributaria: 'tributario',
  medica: 'medico',
  basica: 'basico',
  necessaria: 'necessario',
  obrigatoria: 'obrigatorio',
  domestica: 'domestico',
  juridica: 'juridico',
  eletronica: 'eletronico',
  publica: 'publico',
  automotiva: 'automotivo',
  veterinaria: 'veterinario',
  odontologica: 'odontologico',
  tecnica: 'tecnico',
  tecnologica: 'tecnologico',
  fisica: 'fisico',
  superflua: 'superfluo',
  extraordinaria: 'extraordinario',
  previdenciaria: 'previdenciario',
  avulsa: 'avulso',
  vendida: 'vendido',
  funcionaria: 'funcionario',
  socia: 'socio',
  colaboradora: 'colaborador',
  professora: 'professor',
  vendedora: 'vendedor',
  prestadora: 'prestador',
  terceirizada: 'terceirizado',
  distribuida: 'distribuido',
  prestada: 'prestado',
  aerea: 'aereo',
  escolar: 'escolar',
  enviada: 'enviado',
  recebida: 'recebido',
  imobiliaria: 'imobiliario',
  eletrica: 'eletrico',
  privada: 'privado',
  social: 'social',
};
