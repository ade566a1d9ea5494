/** Statement-like descriptions, all distinct (so deduplication does not make the work smaller). */
const MERCHANTS = [
  'IFOOD *IFOOD',
  'UBER *TRIP',
  'PAG*SUPERMERCADO BOM PRECO',
  'POSTO SHELL AV BRASIL',
  'DROGARIA SAO PAULO',
  'NETFLIX.COM',
  'PIX TRANSF MARIA SILVA',
  'AMAZON MARKETPLACE',
  'TARIFA PACOTE SERVICOS',
  'PADARIA PAO QUENTE',
  'LATAM AIRLINES',
  'ENEL DISTRIBUICAO SP',
];

export function statementDescriptions(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `${MERCHANTS[i % MERCHANTS.length]} ${String(i).padStart(5, '0')}`,
  );
}

export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
