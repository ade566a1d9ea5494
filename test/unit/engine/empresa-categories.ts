/** The small company's chart of accounts of the `empresa` scenario (data/categorization/scenarios.json). */
export const EMPRESA_CATEGORIES = [
  'Fornecedores',
  'Folha de Pagamento',
  'Impostos',
  'Aluguel e Condomínio',
  'Marketing',
  'Software e Tecnologia',
  'Viagens e Deslocamentos',
  'Alimentação',
  'Tarifas Bancárias',
  'Contas de Consumo',
  'Serviços Profissionais',
  'Receitas de Vendas',
  'Outras Despesas',
].map((name, k) => ({ name, number: 101 + k }));
