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
} as const;
