import type { ConceptId } from './concepts.ts';

/**
 * How the preview of a list ("Como sua lista será usada") names each concept of the engine, and lines of a bank
 * statement it holds, as banks print them. Data only: the preview shows them under the category that receives the
 * concept (list-mapping.ts), and test/unit/engine/list-preview.test.ts checks that the engine puts each example
 * line exactly there, in every list of data/categorization.
 */
export interface ConceptGuide {
  /** pt-BR, lower case after the first letter: "Folha de pagamento". */
  readonly label: string;
  /** Lines of a statement this concept holds, with the direction of their money. */
  readonly examples: readonly { readonly line: string; readonly direction: 'in' | 'out' }[];
}

const out = (...lines: string[]) => lines.map((line) => ({ line, direction: 'out' as const }));
const received = (...lines: string[]) => lines.map((line) => ({ line, direction: 'in' as const }));

export const CONCEPT_GUIDE: Readonly<Record<ConceptId, ConceptGuide>> = {
  Alimentação: { label: 'Alimentação', examples: out('IFOOD *PIZZARIA BELLA', 'RESTAURANTE SABOR CASEIRO') },
  Supermercado: { label: 'Supermercado', examples: out('CARREFOUR HIPER 123', 'PAO DE ACUCAR 0456') },
  Transporte: { label: 'Transporte', examples: out('UBER *TRIP', '99 TECNOLOGIA') },
  Combustível: { label: 'Combustível', examples: out('POSTO IPIRANGA', 'AUTO POSTO SHELL') },
  Compras: { label: 'Compras', examples: out('MAGAZINE LUIZA', 'MERCADOLIVRE*LOJA') },
  Saúde: { label: 'Saúde', examples: out('DROGASIL 1234', 'LABORATORIO FLEURY') },
  Viagem: { label: 'Viagem', examples: out('LATAM AIRLINES', 'BOOKING.COM HOTEL') },
  Assinaturas: { label: 'Assinaturas', examples: out('NETFLIX.COM', 'SPOTIFY') },
  Moradia: {
    label: 'Moradia (aluguel, condomínio)',
    examples: out('ALUGUEL SALA 302', 'CONDOMINIO ED CENTRAL'),
  },
  upkeep: {
    label: 'Manutenção e limpeza',
    examples: out('DEDETIZADORA NOVA ERA', 'PIX ENVIADO MANUTENCAO AR CONDICIONADO'),
  },
  office: {
    label: 'Material de escritório',
    examples: out('KALUNGA MATERIAL ESCRITORIO', 'MATERIAL DE ESCRITORIO SILVA'),
  },
  notary: { label: 'Cartório', examples: out('CARTORIO 2 OFICIO DE NOTAS', 'TABELIONATO DE PROTESTO') },
  'Contas e Serviços': {
    label: 'Contas (luz, água, telefone, internet)',
    examples: out('ENEL SP', 'SABESP'),
  },
  Educação: { label: 'Educação', examples: out('UDEMY', 'COLEGIO SANTA MARIA') },
  Lazer: { label: 'Lazer', examples: out('CINEMARK', 'INGRESSO.COM') },
  'Cuidados Pessoais': { label: 'Cuidados pessoais', examples: out('BARBEARIA DO ZE', 'O BOTICARIO') },
  Pets: { label: 'Pets', examples: out('PETZ', 'COBASI') },
  'Impostos e Taxas': { label: 'Impostos e taxas', examples: out('IPTU 2026 PARC 03', 'DARF IRPJ 2089') },
  'Tarifas Bancárias': { label: 'Tarifas bancárias', examples: out('TAR PACOTE SERVICOS', 'TARIFA TED') },
  Transferências: {
    label: 'Transferências enviadas e entre contas',
    examples: out('TED MESMA TITULARIDADE', 'PAGAMENTO FATURA CARTAO'),
  },
  Investimentos: {
    label: 'Investimentos (aplicação e resgate)',
    examples: out('APLICACAO CDB', 'RESGATE CDB'),
  },
  Receitas: {
    label: 'Receitas (vendas, serviços, salário e outras entradas)',
    examples: received('CREDITO SALARIO'),
  },
  Saques: { label: 'Saques', examples: out('SAQUE BANCO 24 HORAS') },
  Seguros: { label: 'Seguros', examples: out('PORTO SEGURO AUTO') },
  'Empréstimos e Financiamentos': {
    label: 'Empréstimos e financiamentos',
    examples: out('PARCELA EMPRESTIMO 05/24', 'CAPITAL DE GIRO PARC 03/12'),
  },
  Doações: { label: 'Doações', examples: out('DIZIMO IGREJA') },
  Outros: { label: 'O que nada mais nomeia', examples: [] },
  'transfer-in': {
    label: 'Dinheiro recebido de pessoas (Pix, TED)',
    examples: received('PIX RECEBIDO MARIA SILVA'),
  },
  'transfer-out': {
    label: 'Dinheiro enviado a pessoas (Pix, TED)',
    examples: out('PIX ENVIADO MARIA SILVA'),
  },
  'biz:vendas': {
    label: 'Vendas e serviços recebidos (maquininhas, boletos)',
    examples: received('STONE PAGAMENTOS CREDITO VENDAS', 'LIQUIDACAO COBRANCA'),
  },
  'biz:fornecedores': {
    label: 'Fornecedores e insumos',
    examples: out('DISTRIBUIDORA DE EMBALAGENS NOVA ERA', 'MATERIA PRIMA SUL LTDA'),
  },
  'biz:pagamento-fornecedor': { label: 'Pagamentos a fornecedores', examples: out('SISPAG FORNECEDORES') },
  'biz:atacado': { label: 'Atacado', examples: out('ASSAI ATACADISTA') },
  'biz:folha': { label: 'Folha de pagamento', examples: out('SISPAG SALARIOS', 'FOLHA PAGAMENTO') },
  'biz:encargos': { label: 'FGTS', examples: out('FGTS GUIA DIGITAL GFD') },
  'biz:beneficios': { label: 'Benefícios (VR, VA)', examples: out('ALELO REFEICAO PEDIDO') },
  'biz:plano-saude': { label: 'Plano de saúde da equipe', examples: out('UNIMED EMPRESARIAL') },
  'biz:vale-transporte': { label: 'Vale-transporte', examples: out('VALE TRANSPORTE') },
  'biz:marketing': { label: 'Marketing e anúncios', examples: out('GOOGLE ADS', 'FACEBK ADS') },
  'biz:software': { label: 'Software e nuvem', examples: out('GOOGLE WORKSPACE', 'AMAZON WEB SERVICES') },
  'biz:informatica': {
    label: 'Informática',
    examples: out('LOJA DE INFORMATICA CENTRAL', 'TONER E CARTUCHOS'),
  },
  'biz:servicos': {
    label: 'Serviços profissionais (contador, advogado)',
    examples: out('ESCRITORIO CONTABIL LTDA', 'ADVOGADOS ASSOCIADOS'),
  },
  'biz:receita-financeira': {
    label: 'Rendimentos de aplicações',
    examples: received('REND PAGO APLIC AUT MAIS', 'RENDIMENTO APLICACAO'),
  },
  'biz:pro-labore': { label: 'Pró-labore', examples: out('PAGTO PRO LABORE', 'SISPAG PRO LABORE') },
  'biz:distribuicao-lucros': { label: 'Distribuição de lucros', examples: out('DISTRIBUICAO DE LUCROS') },
  'biz:juros': {
    label: 'Juros, multas e IOF',
    examples: out('JUROS CHEQUE ESPECIAL', 'IOF S/ OPERACOES DE CREDITO'),
  },
  'biz:impostos-receita': {
    label: 'Impostos sobre a receita (DAS, ISS, ICMS)',
    examples: out('DAS SIMPLES NACIONAL', 'ISS PREFEITURA'),
  },
  'biz:inss': { label: 'INSS (GPS)', examples: out('GPS INSS EMPRESA') },
  'biz:emprestimo-entrada': {
    label: 'Empréstimos recebidos (liberação)',
    examples: received('CRED LIBERACAO CAPITAL DE GIRO', 'LIBERACAO PRONAMPE'),
  },
};
