/**
 * What a company pays for, said on its statement's line: maintenance, a licence, an ad, raw material. In a company's
 * statement these words outweigh a payee's name that reads as a household's spending ("FEEGOW CLINIC SISTEMA" is
 * software, "MERCADO LIVRE ADS" an ad, "OFICINA DIESEL MANUTENCAO" upkeep, "CIRURGICA FERNANDES MAT MEDICO" a
 * clinic's supplies); in a household's they are names like any other (lexicon/match.ts). Same spelling rules as
 * brands.ts; every name is filed once across the lexicon.
 */
import type { LexiconNames } from './match.ts';

export const COMPANY_CUE_NAMES: LexiconNames = {
  'biz:software': [
    'software',
    'sistema',
    'saas',
    'licenca',
    'licencas',
    'licenca de uso',
    'prontuario eletronico',
  ],
  'biz:marketing': [
    'ads',
    'anuncio',
    'anuncios',
    'divulgacao',
    'publicidade',
    'propaganda',
    'patrocinio',
    'impulsionamento',
    'panfleto',
    'panfletos',
    'panfletagem',
    'estande',
    'expositor',
    'outdoor',
    'carro de som',
  ],
  upkeep: [
    'manutencao',
    'manut',
    'conserto',
    'consertos',
    'reparo',
    'reparos',
    'assistencia tecnica',
    'extintor',
    'extintores',
  ],
  'biz:fornecedores': [
    'mat prima',
    'mat medico',
    'material medico',
    'materiais medicos',
    'mat hospitalar',
    'material hospitalar',
    'materiais hospitalares',
    'suprimentos',
  ],
  // A permit's fee is a tax, whatever else the line names ("CETESB LICENCA AMBIENTAL").
  'Impostos e Taxas': ['licenca ambiental', 'licenca sanitaria', 'licenca de funcionamento'],
};

/** The names '|'-joined per concept, the shape the training synthesizer reads (scripts/engine/synthesize.ts). */
export const COMPANY_CUES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COMPANY_CUE_NAMES).map(([concept, names]) => [concept, names.join('|')]),
);
