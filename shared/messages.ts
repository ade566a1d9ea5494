/** User-facing pt-BR copy shared by browser and server, word for word from the spec. */
import { MAX_FILE_BYTES, MAX_TRANSACTIONS_PER_UPLOAD } from './limits.ts';

export interface UserMessage {
  /** Toast title. */
  readonly title: string;
  /** Toast description. */
  readonly message: string;
}

export const TITLES = {
  invalidFile: 'Arquivo inválido',
  invalidCsv: 'CSV inválido',
  invalidCategories: 'Arquivo de categorias inválido',
  categorizeFailed: 'Erro ao categorizar',
  validationFailed: 'Validação falhou',
} as const;

export const TRANSACTIONS_FILE_MESSAGES = {
  notCsv: 'Por favor, selecione um arquivo CSV.',
  tooLarge: `Arquivo muito grande. O tamanho máximo é ${MAX_FILE_BYTES / (1024 * 1024)}MB.`,
  empty: 'Arquivo vazio ou inválido.',
  missingHeader: "O arquivo deve conter uma coluna chamada 'transações'.",
  tooMany: `O arquivo deve ter no máximo ${MAX_TRANSACTIONS_PER_UPLOAD} transações.`,
  dangerous:
    'O arquivo contém caracteres potencialmente perigosos. Remova fórmulas ou caracteres especiais no início das linhas.',
  noTransactions: 'Nenhuma transação encontrada no arquivo',
  descriptionTooLong: (line: number, max: number) =>
    `Linha ${line}: a transação tem mais de ${max} caracteres.`,
} as const;

export const CATEGORIES_FILE_MESSAGES = {
  empty: 'Arquivo de categorias vazio.',
  badHeader: 'O arquivo deve ter o formato: categoria | número',
  badRow: (line: number) => `Linha ${line} com formato inválido. Use: categoria | número`,
  emptyName: (line: number) => `Linha ${line}: nome da categoria está vazio`,
  badNumber: (line: number, value: string) => `Linha ${line}: número inválido "${value}"`,
  duplicateNumber: (value: number, line: number) => `Número ${value} duplicado na linha ${line}`,
  duplicateName: (name: string, line: number) => `Categoria "${name}" duplicada na linha ${line}`,
  /** A chart of accounts (`categoria | código`): not in the spec, which only knows numbers. */
  badCode: (line: number, value: string) =>
    `Linha ${line}: código inválido "${value}". Use dígitos separados por pontos, como 3.1.01`,
  duplicateCode: (value: string, line: number) => `Código ${value} duplicado na linha ${line}`,
  mixedCodes: (line: number) =>
    `Linha ${line}: use só códigos de conta (3.1.01) ou só números inteiros em uma lista, não os dois`,
  none: 'Nenhuma categoria encontrada no arquivo',
  tooMany: (max: number) => `O arquivo deve ter no máximo ${max} categorias.`,
  nameTooLong: (line: number, max: number) =>
    `Linha ${line}: nome da categoria tem mais de ${max} caracteres`,
  dangerousName: (line: number) =>
    `Linha ${line}: o nome da categoria não pode começar com =, +, -, @ ou caracteres de controle`,
  readFailed: 'Erro ao ler o arquivo de categorias.',
  readFailedShort: 'Erro ao ler o arquivo.',
  loaded: 'Categorias carregadas',
} as const;

export const CATEGORIZE_MESSAGES = {
  /** Called with no transactions, or the response lacks categorizedTransactions (spec §8). */
  failed: 'Erro ao categorizar transações',
  fallback: 'Não foi possível categorizar as transações.',
} as const;

export const GENERIC_ERROR_MESSAGE = 'Algo deu errado. Tente novamente.';

/**
 * What the API answers before a handler runs (the gateway: no route, no valid token, a body too large, a
 * handler too slow), in the API's error shape. Local mode's gateway and the handlers share them.
 */
export const GATEWAY_MESSAGES = {
  unauthorized: 'Sessão inválida. Faça login novamente.',
  /** A /v1 call whose API key is missing, unknown or revoked (the Lambda authorizer refused it). */
  apiKeyRefused: 'Chave de API inválida ou revogada. Envie Authorization: Bearer <sua chave>.',
  notFound: 'Recurso não encontrado.',
  badPath: 'Endereço inválido: a URL tem uma codificação malformada.',
  bodyTooLarge: (maxKb: number) => `Requisição muito grande. O tamanho máximo é ${maxKb} KB.`,
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
} as const;
