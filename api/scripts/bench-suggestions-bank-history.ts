// The second history bench-suggestions.ts scores the learner on: a year of a company's bank lines
// written the way banks write them (prefixes such as PIX ENVIADO or TED 341 0001, memos cut at 32
// characters, one payee spelt three ways, one-off payees, and 10 % of payees whose category people
// changed at some month), each with the category people gave it. Seeded, so every run is the same.
import type { CategoryLabel, HistoryUse } from '../src/domains/suggestions/learner/history-learner';
import { createRandom } from '../src/seed/demo/random';

/** `iso` (yyyy-mm-dd) moved by whole months, the day kept. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

export const BANK_CATEGORIES: CategoryLabel[] = [
  ['aluguel', '2.01.01', 'Aluguel'],
  ['energia', '2.03.03', 'Energia elétrica'],
  ['agua', '2.03.02', 'Água e esgoto'],
  ['telefone', '2.03.04', 'Telefone e internet'],
  ['tarifas', '2.06.01', 'Tarifas bancárias'],
  ['fornecedores', '2.02.01', 'Compras de mercadorias'],
  ['servicos', '2.04.01', 'Serviços de terceiros'],
  ['consultoria', '2.04.02', 'Consultoria'],
  ['software', '2.04.03', 'Software e assinaturas'],
  ['impostos', '2.05.01', 'Impostos'],
  ['folha', '2.07.01', 'Salários'],
  ['combustivel', '2.08.01', 'Combustível'],
  ['vendas', '1.01.01', 'Venda de mercadorias'],
  ['servicos-prestados', '1.01.02', 'Serviços prestados'],
].map(([id, code, name]) => ({ id: id!, code: code!, name: name! }));

/** Payees as a bank spells them: three ways each, the way statements really vary. */
const PAYEES: { spellings: string[]; category: string; type: 'receita' | 'despesa' }[] = [
  {
    spellings: ['IMOBILIARIA SAO JORGE LTDA', 'IMOB SAO JORGE', 'SAO JORGE IMOVEIS ADM'],
    category: 'aluguel',
    type: 'despesa',
  },
  {
    spellings: ['CEMIG DISTRIBUICAO SA', 'CEMIG D', 'CIA ENERGETICA MG CEMIG'],
    category: 'energia',
    type: 'despesa',
  },
  {
    spellings: ['COPASA MG', 'CIA SANEAMENTO MG COPASA', 'COPASA AGUA'],
    category: 'agua',
    type: 'despesa',
  },
  {
    spellings: ['VIVO TELEFONICA BRASIL', 'TELEFONICA VIVO', 'VIVO FIBRA'],
    category: 'telefone',
    type: 'despesa',
  },
  {
    spellings: ['CLARO SA', 'CLARO NET', 'NET SERVICOS CLARO'],
    category: 'telefone',
    type: 'despesa',
  },
  {
    spellings: ['TAR PACOTE SERVICOS', 'TARIFA PACOTE', 'TAR MANUT CONTA'],
    category: 'tarifas',
    type: 'despesa',
  },
  {
    spellings: ['DISTRIBUIDORA ALVORADA', 'DIST ALVORADA LTDA', 'ALVORADA DISTRIB ALIMENTOS'],
    category: 'fornecedores',
    type: 'despesa',
  },
  {
    spellings: ['ATACADAO DOIS IRMAOS', 'ATAC DOIS IRMAOS', 'DOIS IRMAOS ATACADO'],
    category: 'fornecedores',
    type: 'despesa',
  },
  {
    spellings: ['EMBALAGENS PAULISTA', 'EMB PAULISTA IND', 'PAULISTA EMBALAGENS LTDA'],
    category: 'fornecedores',
    type: 'despesa',
  },
  {
    spellings: ['LIMPEZA TOTAL SERVICOS', 'LIMPEZA TOTAL', 'LT SERVICOS DE LIMPEZA'],
    category: 'servicos',
    type: 'despesa',
  },
  {
    spellings: ['SEGURANCA VIGIA', 'VIGIA SEGURANCA PATRIMONIAL', 'VIGIA SEG'],
    category: 'servicos',
    type: 'despesa',
  },
  {
    spellings: ['CONTABILIDADE EXATA', 'EXATA CONTABIL', 'ESCRITORIO EXATA CONTAB'],
    category: 'consultoria',
    type: 'despesa',
  },
  {
    spellings: ['MARCOS ADVOGADOS ASSOC', 'MARCOS ADV', 'ADVOCACIA MARCOS'],
    category: 'consultoria',
    type: 'despesa',
  },
  {
    spellings: ['GOOGLE WORKSPACE', 'GOOGLE CLOUD BRASIL', 'GOOGLE BRASIL INTERNET'],
    category: 'software',
    type: 'despesa',
  },
  {
    spellings: ['MICROSOFT DO BRASIL', 'MSFT AZURE', 'MICROSOFT 365'],
    category: 'software',
    type: 'despesa',
  },
  {
    spellings: ['CONTA AZUL SOFTWARE', 'CONTAAZUL', 'CONTA AZUL ASSINATURA'],
    category: 'software',
    type: 'despesa',
  },
  {
    spellings: ['RECEITA FEDERAL DARF', 'DARF SIMPLES NACIONAL', 'SIMPLES NACIONAL DAS'],
    category: 'impostos',
    type: 'despesa',
  },
  {
    spellings: ['PREFEITURA BH ISS', 'PBH ISSQN', 'ISS PREFEITURA BELO HORIZONTE'],
    category: 'impostos',
    type: 'despesa',
  },
  {
    spellings: ['FOLHA PAGAMENTO SALARIOS', 'FOLHA SALARIO', 'PAGTO SALARIOS FUNC'],
    category: 'folha',
    type: 'despesa',
  },
  {
    spellings: ['POSTO IPIRANGA CENTRO', 'IPIRANGA COMBUSTIVEIS', 'AUTO POSTO IPIRANGA'],
    category: 'combustivel',
    type: 'despesa',
  },
  {
    spellings: ['POSTO SHELL AVENIDA', 'SHELL SELECT', 'RAIZEN SHELL POSTO'],
    category: 'combustivel',
    type: 'despesa',
  },
  {
    spellings: ['MERCADO BOM PRECO', 'SUPERMERCADO BOM PRECO', 'BOM PRECO SUPERMERC'],
    category: 'vendas',
    type: 'receita',
  },
  {
    spellings: ['RESTAURANTE SABOR MINEIRO', 'SABOR MINEIRO REST', 'REST SABOR MINEIRO LTDA'],
    category: 'vendas',
    type: 'receita',
  },
  {
    spellings: ['PADARIA PAO DOURADO', 'PAO DOURADO PANIFICADORA', 'PANIF PAO DOURADO'],
    category: 'vendas',
    type: 'receita',
  },
  {
    spellings: ['HOTEL VILA RICA', 'VILA RICA HOTELARIA', 'HOTEL VILA RICA OURO PRETO'],
    category: 'servicos-prestados',
    type: 'receita',
  },
  {
    spellings: ['CLINICA SAUDE MAIS', 'SAUDE MAIS CLINICA MED', 'CLIN SAUDE MAIS'],
    category: 'servicos-prestados',
    type: 'receita',
  },
];

const DEBIT_PREFIXES = ['PIX ENVIADO ', 'PAG BOLETO ', 'TED 341 0001 ', 'DEB AUT ', 'SISPAG '];
const CREDIT_PREFIXES = ['PIX RECEBIDO ', 'TED RECEBIDA ', 'CRED DOC ', 'DEP '];

/** A year of a company's bank lines, as banks write them, each with the category people gave. */
export function bankHistory(seed: number, lastDay: string): HistoryUse[] {
  const next = createRandom(seed).next;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const uses: HistoryUse[] = [];
  const changed = new Map<number, { month: number; category: string }>();
  const despesas = BANK_CATEGORIES.filter((c) => c.code!.startsWith('2')).map((c) => c.id);
  const receitas = BANK_CATEGORIES.filter((c) => c.code!.startsWith('1')).map((c) => c.id);
  const firstDay = addMonths(lastDay, -12);
  // How many months of the year the payees' category changes were spread over.
  PAYEES.forEach((payee, at) => {
    if (next() < 0.1 || at % 10 === 3) {
      const others = (payee.type === 'despesa' ? despesas : receitas).filter(
        (id) => id !== payee.category,
      );
      changed.set(at, { month: 2 + Math.floor(next() * 8), category: pick(others) });
    }
  });
  for (let month = 0; month < 12; month++) {
    const monthStart = addMonths(firstDay, month);
    PAYEES.forEach((payee, at) => {
      // Most payees monthly; suppliers and clients a few times a month.
      const times =
        payee.category === 'fornecedores' || payee.type === 'receita'
          ? 2 + Math.floor(next() * 3)
          : 1;
      for (let time = 0; time < times; time++) {
        const day = 1 + Math.floor(next() * 27);
        const date = addMonths(monthStart, 0).slice(0, 8) + String(day).padStart(2, '0');
        const prefix = pick(payee.type === 'despesa' ? DEBIT_PREFIXES : CREDIT_PREFIXES);
        const ref = next() < 0.5 ? ` ${String(Math.floor(next() * 1e6)).padStart(6, '0')}` : '';
        // Banks cut the memo at 32 characters, wherever the word is.
        const description = `${prefix}${pick(payee.spellings)}${ref}`.slice(0, 32);
        const change = changed.get(at);
        uses.push({
          description,
          type: payee.type,
          date,
          categoryId: change && month >= change.month ? change.category : payee.category,
          contactId: null,
          contactDocument: null,
          costCenterId: null,
        });
      }
    });
    // One-off payees: a line no history can explain.
    for (let once = 0; once < 4; once++) {
      uses.push({
        description:
          `PIX ENVIADO ${pick(['JOAO', 'ANA', 'PEDRO', 'LUCIA', 'CARLOS'])} ${pick(['SILVA', 'SOUZA', 'LIMA', 'COSTA'])} ${Math.floor(next() * 1000)}`.slice(
            0,
            32,
          ),
        type: 'despesa',
        date: monthStart.slice(0, 8) + String(1 + Math.floor(next() * 27)).padStart(2, '0'),
        categoryId: pick(despesas),
        contactId: null,
        contactDocument: null,
        costCenterId: null,
      });
    }
  }
  return uses.filter((use) => use.date <= lastDay);
}
