import { MAX_API_KEYS_PER_USER, MAX_RULES_PER_USER, MAX_SAVED_LISTS } from '#shared/limits';
import { GATEWAY_MESSAGES } from '#shared/messages';

/** pt-BR messages the API returns that the spec has no words for (the spec's own live in shared/messages.ts). */
export const API_MESSAGES = {
  invalidRequest: 'Requisição inválida. Verifique os dados enviados e tente novamente.',
  invalidJson: 'Requisição inválida: o corpo não é um JSON válido.',
  bodyTooLarge: GATEWAY_MESSAGES.bodyTooLarge,
  unauthorized: GATEWAY_MESSAGES.unauthorized,
  uploadNotFound: 'Upload não encontrado.',
  quotaExceeded: (remaining: number, requested: number) =>
    remaining === 0
      ? 'Limite do plano gratuito atingido: não restam transações disponíveis.'
      : `Limite do plano gratuito excedido: ${remaining === 1 ? 'resta 1 transação' : `restam ${remaining} transações`} e este lote tem ${requested}.`,
  batchConflict: 'Este lote já foi processado com outras transações. Envie o arquivo novamente.',
  batchInProgress: 'Este lote ainda está sendo processado. Tente novamente em instantes.',
  tooManyOpen: (max: number) =>
    `Há envios demais em andamento (${max} lotes). Conclua ou aguarde os envios abertos e tente novamente.`,
  uploadIncomplete: 'O upload ainda não tem todas as transações categorizadas. Envie o arquivo novamente.',
  uploadMismatch: 'O número de transações não corresponde às transações categorizadas deste upload.',
  ruleLimit: `Você já tem ${MAX_RULES_PER_USER} regras, o limite da conta. Exclua em "Minhas regras" as que não usa para que novas correções sejam lembradas.`,
  ruleNotFound: 'Regra não encontrada.',
  tooManyRulesAtOnce: (max: number) =>
    `As correções foram salvas; as de até ${max} estabelecimentos de uma vez viram regras. Corrija os demais em outra vez para que sejam lembrados.`,
  rulesNotSaved:
    'As correções foram salvas, mas algumas não puderam virar regras agora. Corrija de novo mais tarde para que sejam lembradas.',
  uploadBusy: 'Esta importação está sendo alterada em outra janela. Tente novamente em instantes.',
  categoryNotInList: (name: string) =>
    `A categoria "${name}" não está na lista de categorias desta importação.`,
  listLimit: `Você já tem ${MAX_SAVED_LISTS} listas salvas, o limite da conta. Exclua uma para salvar outra.`,
  listNotFound: 'Lista não encontrada.',
  lineNotInUpload: (line: number) => `A linha ${line} não existe nesta importação.`,
  notADuplicate: (line: number) =>
    `A linha ${line} não é uma transação já importada: só essas podem ser mantidas ou deixadas de fora.`,
  invalidPeriod: 'Período inválido: use meses no formato AAAA-MM, com o início antes do fim.',
  kindNeedsMoney: (line: number) =>
    `A linha ${line} não tem data e valor: só as transações de um extrato dizem se são gasto, receita, estorno ou movimentação entre contas.`,
  kindOfDuplicate: (line: number) =>
    `A linha ${line} já estava em outra importação e está fora dos totais: mantenha-a para escolher o tipo.`,
  lineNotFound: 'Transação não encontrada no seu histórico.',
  settingsBusy: 'Suas configurações estão sendo alteradas em outra janela. Tente novamente em instantes.',
  apiKeyLimit: `Você já tem ${MAX_API_KEYS_PER_USER} chaves de API ativas, o limite da conta. Revogue uma para criar outra.`,
  apiKeyNotFound: 'Chave de API não encontrada.',
  apiKeyInvalid: GATEWAY_MESSAGES.apiKeyRefused,
  apiRateLimited: (perSecond: number) =>
    `Limite de ${perSecond} requisições por segundo desta chave excedido. Tente novamente em instantes.`,
  apiMonthlyLimit: (remaining: number, requested: number) =>
    remaining === 0
      ? 'Limite mensal de transações desta chave de API atingido. O limite renova no primeiro dia do mês (UTC).'
      : `Limite mensal desta chave de API excedido: restam ${remaining} transações este mês e este pedido tem ${requested}.`,
  unknownCategory: (name: string) =>
    `A categoria "${name}" não é uma categoria padrão nem tem número de uma lista.`,
  idempotencyKeyInvalid: (header: string, max: number) =>
    `Cabeçalho ${header} inválido: use de 1 a ${max} caracteres ASCII imprimíveis (letras sem acento, dígitos, espaço e símbolos).`,
  idempotencyKeyReused: (header: string) =>
    `Esta ${header} já foi usada com outro pedido nas últimas 24 horas. Use uma chave nova para um pedido diferente.`,
  idempotencyKeyInProgress: (header: string) =>
    `O pedido anterior com esta ${header} ainda está em andamento. Tente novamente em instantes para receber a mesma resposta.`,
} as const;

/** The API's asynchronous jobs (POST /v1/jobs and what follows): a line refused, a job that fails, why. */
export const JOB_MESSAGES = {
  jobNotFound: 'Job não encontrado.',
  dangerousDescription:
    'campo description inválido: não pode começar com =, +, - ou @ nem conter caracteres de controle.',
  emptyDescription: 'campo description vazio.',
  longDescription: (max: number) => `campo description com mais de ${max} caracteres.`,
  emptyId: 'campo id vazio.',
  longId: (max: number) => `campo id com mais de ${max} caracteres.`,
  repeatedId: 'campo id repetido (já usado em uma linha anterior do arquivo).',
  badAmount: (value: string) => `campo amount inválido: "${value.slice(0, 40)}" não é um valor.`,
  badDate: (value: string) => `campo date inválido: "${value.slice(0, 40)}" não é uma data.`,
  badJson: 'linha não é um JSON válido.',
  badField: (field: string, detail: string) => `campo ${field} inválido (${detail}).`,
  csvWithoutDescription:
    'O CSV não tem a coluna de descrição: a primeira linha deve nomear as colunas, com "description" (ou "descrição") e, se quiser, "id", "amount" e "date".',
  notOfx: 'O arquivo não é um OFX: falta o cabeçalho OFX.',
  emptyFile: 'O arquivo está vazio.',
  noValidLines: 'Nenhuma linha do arquivo pôde ser categorizada: veja os erros por linha.',
  tooManyLines: (max: number) =>
    `O arquivo tem mais de ${max.toLocaleString('pt-BR')} linhas, o limite de um job.`,
  tooLarge: (maxMb: number) => `O arquivo tem mais de ${maxMb} MB, o limite de um job.`,
  allChunksFailed:
    'Nenhuma parte do arquivo pôde ser categorizada depois de várias tentativas. Nada foi cobrado.',
  chunkFailed: (from: number, to: number) =>
    `Linhas ${from} a ${to} do arquivo não puderam ser categorizadas depois de várias tentativas (não cobradas).`,
  unreadable: 'O arquivo não pôde ser lido depois de várias tentativas. Nada foi cobrado.',
  notFinished: (status: string) =>
    `O job ainda não terminou (status ${status}): os resultados existem quando o status é succeeded.`,
  noResults: 'Este job falhou e não tem resultados.',
} as const;
