import { describe, expect, it } from 'vitest';
import { createEngine } from '#shared/engine/engine';
import { isOwnMovementText, kindOf } from '#shared/ledger/kinds';

describe('the kind of a line', () => {
  it.each([
    ['APLICACAO CDB', -100000],
    ['Aplicação RDB', -20000],
    ['Resgate RDB', 30000],
    ['RESG AUTOMATICO CDB', 5000],
    ['Dinheiro guardado', -5000],
    ['TED enviada - mesma titularidade - BANCO INTER (0077)', -50000],
    ['TRANSFERENCIA ENTRE CONTAS', 10000],
    ['Pagamento de fatura', -98000],
    ['Pagamento recebido', 98000],
    ['PAGTO CARTAO CREDITO', -120000],
    ['INT PAG FATURA', -5000],
    ['CRED TRANSF CONTAS MESMA TITULAR', 500000],
    ['TED C/C MESMA TIT BCO 104', -200000],
    ['TRANSFERENCIA SALDO STONE P/ CONTA ITAU', -310000],
    ['PIX ENVIADO REFORCO DE CAIXA', -1000000],
    ['TED MESMO CNPJ BANCO DO BRASIL', 800000],
  ])('%s is an own movement, in neither total', (description, amountCents) => {
    expect(kindOf({ description, amountCents })).toBe('ownMovement');
  });

  it.each([
    ['Rendimento líquido', 412],
    ['RENDIMENTO APLICACAO', 1500],
    ['Transferência recebida pelo Pix - EMPRESA ALFA LTDA', 650000],
    ['SALARIO', 500000],
    // A payment platform paying out the sales it holds is the sales coming in.
    ['PAGSEGURO INTERNET VENDAS TRANSF SALDO', 120000],
  ])('%s is income', (description, amountCents) => {
    expect(kindOf({ description, amountCents })).toBe('income');
  });

  it('reads a refund from its words when money comes in, and spending when money goes out', () => {
    expect(kindOf({ description: 'Estorno de "Lojas Renner"', amountCents: 12990 })).toBe('refund');
    expect(kindOf({ description: 'DEVOLUCAO PIX', amountCents: 5000 })).toBe('refund');
    expect(kindOf({ description: 'LOJAS RENNER', amountCents: -25980 })).toBe('spending');
    expect(kindOf({ description: 'IOF SOBRE APLICACAO', amountCents: -12 })).toBe('spending');
  });

  it('uses the category and the bank kind when a line has no amount', () => {
    expect(kindOf({ description: 'SALARIO EMPRESA' })).toBe('spending');
    expect(kindOf({ description: 'SALARIO EMPRESA', incomeCategory: true })).toBe('income');
    expect(kindOf({ description: 'Estorno de compra' })).toBe('refund');
    expect(kindOf({ description: 'DEPOSITO', ofxKind: 'DEP' })).toBe('income');
  });

  it('does not read shops or income as own movements', () => {
    expect(isOwnMovementText('FATURAMENTO LOJA')).toBe(false);
    expect(isOwnMovementText('PIX ENVIADO MARIA')).toBe(false);
    expect(isOwnMovementText('APLICATIVO 99')).toBe(false);
    expect(isOwnMovementText('Rendimento líquido RDB')).toBe(false);
    expect(isOwnMovementText('CASA DA POUPANÇA MATERIAIS')).toBe(false);
    expect(isOwnMovementText('DEPOSITO POUPANCA')).toBe(true);
    expect(isOwnMovementText('CDB')).toBe(true);
  });
});

describe('own transfers, as the engine and the totals read them', () => {
  it('counts in no total every line the engine files as money moved between own accounts', () => {
    const lines = [
      'TED enviada - mesma titularidade - BANCO INTER',
      'CRED TRANSF CONTAS MESMA TITULAR',
      'TRANSF P/ CONTA MESMA TITULARIDADE BRADESCO',
      'TRANSFERENCIA SALDO CONTA DIGITAL',
      'PIX ENVIADO CONTA PJ DA EMPRESA',
      'TRANSF ENTRE CONTAS CORRENTES',
    ];
    const results = createEngine().categorize(lines);
    lines.forEach((line, k) => {
      expect(results[k]?.reason).toBe('transferência entre contas');
      expect(isOwnMovementText(line)).toBe(true);
    });
  });
});
