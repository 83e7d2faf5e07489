import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, categories, costCenters, suppliers } from '../../db/schema';
import type { PIX_KEY_TYPES } from 'shared/contracts';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from 'shared/contracts';
import { parentCodeOf } from 'shared/contracts';
import { categoryTypeOf } from './plano-de-contas';
import type { CategorySeed } from './plano-de-contas';

// The cadastros the demo company starts with, and that the generator reuses for the benchmark
// company: three bank accounts, four cost centres and the suppliers the movements name. Documents
// are made up; only their check digits are real.

export type BankKey = 'itau' | 'bb' | 'nubank';

export type CostCenterCode = 'ADM' | 'COM' | 'OPE' | 'TEC';

interface BankAccountSeed {
  key: BankKey;
  name: string;
  bankCode: string;
  bankName: string;
  agency: string;
  agencyDigit: string | null;
  accountNumber: string;
  accountDigit: string;
  type: 'corrente' | 'pagamento';
  openingBalanceCents: number;
}

const BANK_ACCOUNTS: readonly BankAccountSeed[] = [
  {
    key: 'itau',
    name: 'Itaú Corrente',
    bankCode: '341',
    bankName: 'Itaú Unibanco',
    agency: '0912',
    agencyDigit: null,
    accountNumber: '45873',
    accountDigit: '2',
    type: 'corrente',
    openingBalanceCents: 8_450_000,
  },
  {
    key: 'bb',
    name: 'Banco do Brasil Corrente',
    bankCode: '001',
    bankName: 'Banco do Brasil',
    agency: '3052',
    agencyDigit: '7',
    accountNumber: '28741',
    accountDigit: '5',
    type: 'corrente',
    openingBalanceCents: 2_230_000,
  },
  {
    key: 'nubank',
    name: 'Nubank PJ',
    bankCode: '260',
    bankName: 'Nu Pagamentos',
    agency: '0001',
    agencyDigit: null,
    accountNumber: '9812345',
    accountDigit: '1',
    type: 'pagamento',
    openingBalanceCents: 1_275_000,
  },
];

const COST_CENTERS: readonly { code: CostCenterCode; name: string }[] = [
  { code: 'ADM', name: 'Administrativo' },
  { code: 'COM', name: 'Comercial' },
  { code: 'OPE', name: 'Operações' },
  { code: 'TEC', name: 'Tecnologia' },
];

type PixKeyType = (typeof PIX_KEY_TYPES)[number];

interface SupplierSeed {
  key: string;
  name: string;
  document: string;
  email: string | null;
  phone: string | null;
  /** `'document'` uses the supplier's own CPF/CNPJ as its key. */
  pix: { type: PixKeyType; key: string } | 'document' | null;
  city: string;
  state: string;
}

const cnpj = cnpjWithCheckDigits;
const cpf = cpfWithCheckDigits;

export const SUPPLIERS = [
  {
    key: 'landlord',
    name: 'Paulista Imóveis Administração Ltda',
    document: cnpj('128473650001'),
    email: 'financeiro@paulistaimoveis.com.br',
    phone: '1132874410',
    pix: 'document',
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'condominium',
    name: 'Condomínio Edifício Paulista Center',
    document: cnpj('053918270001'),
    email: 'administracao@paulistacenter.com.br',
    phone: '1131415926',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'energy',
    name: 'Enel Distribuição São Paulo',
    document: cnpj('617954280001'),
    email: null,
    phone: '08007272120',
    pix: null,
    city: 'Barueri',
    state: 'SP',
  },
  {
    key: 'water',
    name: 'Sabesp - Cia. de Saneamento Básico',
    document: cnpj('437760170001'),
    email: null,
    phone: '08000119911',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'internet',
    name: 'Vivo Empresas',
    document: cnpj('025584570001'),
    email: 'empresas@vivo.com.br',
    phone: '1131511515',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'mobile',
    name: 'Claro Empresas',
    document: cnpj('400432530001'),
    email: null,
    phone: '1121211052',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'cleaning',
    name: 'Brilho Serviços de Limpeza Ltda',
    document: cnpj('271635940001'),
    email: 'contato@brilholimpeza.com.br',
    phone: '11987654321',
    pix: { type: 'phone', key: '+5511987654321' },
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'accountant',
    name: 'Silva & Moraes Contabilidade Ltda',
    document: cnpj('194826370001'),
    email: 'atendimento@silvamoraes.cnt.br',
    phone: '1132569800',
    pix: { type: 'email', key: 'financeiro@silvamoraes.cnt.br' },
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'benefits',
    name: 'Vale Mais Benefícios Ltda',
    document: cnpj('338104920001'),
    email: 'faturamento@valemais.com.br',
    phone: '1140028922',
    pix: 'document',
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'transport',
    name: 'SPTrans - São Paulo Transporte S.A.',
    document: cnpj('609847210001'),
    email: null,
    phone: null,
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'health',
    name: 'Amparo Saúde Planos Empresariais S.A.',
    document: cnpj('104583760001'),
    email: 'empresas@amparosaude.com.br',
    phone: '08007701234',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'cloud',
    name: 'Amazon AWS Serviços Brasil Ltda',
    document: cnpj('238461950001'),
    email: null,
    phone: null,
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'google',
    name: 'Google Brasil Internet Ltda',
    document: cnpj('069904590001'),
    email: null,
    phone: null,
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'hosting',
    name: 'Locaweb Serviços de Internet S.A.',
    document: cnpj('024937120001'),
    email: 'cobranca@locaweb.com.br',
    phone: '1135443500',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'crm',
    name: 'Conecta CRM Software Ltda',
    document: cnpj('301927460001'),
    email: 'financeiro@conectacrm.com.br',
    phone: '4830251100',
    pix: { type: 'random', key: '5f3c9a2e-8b1d-4e7a-9c6f-2d4b8e1a7c30' },
    city: 'Florianópolis',
    state: 'SC',
  },
  {
    key: 'agency',
    name: 'Agência Pixel Marketing Digital Ltda',
    document: cnpj('362718450001'),
    email: 'contato@agenciapixel.com.br',
    phone: '11976543210',
    pix: 'document',
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'meta',
    name: 'Facebook Serviços Online do Brasil Ltda',
    document: cnpj('133479860001'),
    email: null,
    phone: null,
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'distributor',
    name: 'Nova Era Distribuidora de Informática Ltda',
    document: cnpj('087263410001'),
    email: 'vendas@novaerainfo.com.br',
    phone: '1138472200',
    pix: 'document',
    city: 'Barueri',
    state: 'SP',
  },
  {
    key: 'computers',
    name: 'Dell Computadores do Brasil Ltda',
    document: cnpj('727140430001'),
    email: null,
    phone: '08009703355',
    pix: null,
    city: 'Eldorado do Sul',
    state: 'RS',
  },
  {
    key: 'furniture',
    name: 'Ergon Móveis Corporativos Ltda',
    document: cnpj('215590730001'),
    email: 'pedidos@ergonmoveis.com.br',
    phone: '1129381177',
    pix: { type: 'email', key: 'pedidos@ergonmoveis.com.br' },
    city: 'Guarulhos',
    state: 'SP',
  },
  {
    key: 'maintenance',
    name: 'ClimaTec Refrigeração e Manutenção Ltda',
    document: cnpj('456128970001'),
    email: 'servicos@climatec.com.br',
    phone: '11955512345',
    pix: 'document',
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'stationery',
    name: 'Papelaria Central Paulista Ltda',
    document: cnpj('146238590001'),
    email: null,
    phone: '1132211008',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'rides',
    name: 'Uber do Brasil Tecnologia Ltda',
    document: cnpj('174950610001'),
    email: null,
    phone: null,
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'developer',
    name: 'Rafael Nogueira Costa',
    document: cpf('384715290'),
    email: 'rafael.nogueira.dev@gmail.com',
    phone: '11991827364',
    pix: 'document',
    city: 'São Paulo',
    state: 'SP',
  },
  {
    key: 'designer',
    name: 'Juliana Araújo Ribeiro',
    document: cpf('526381047'),
    email: 'ju.araujo.design@gmail.com',
    phone: '11982736451',
    pix: { type: 'email', key: 'ju.araujo.design@gmail.com' },
    city: 'Santo André',
    state: 'SP',
  },
  {
    key: 'lawyer',
    name: 'Pereira Lima Advogados Associados',
    document: cnpj('290847150001'),
    email: 'contato@pereiralima.adv.br',
    phone: '1130641900',
    pix: null,
    city: 'São Paulo',
    state: 'SP',
  },
] as const satisfies readonly SupplierSeed[];

export type SupplierKey = (typeof SUPPLIERS)[number]['key'];

/** The database ids of the cadastros, by the keys the movement templates use. */
export interface SetupRefs {
  category(code: string): string;
  costCenter(code: CostCenterCode): string;
  bankAccount(key: BankKey): string;
  supplier(key: SupplierKey): string;
}

interface KeyedIds {
  categories: Map<string, string>;
  costCenters: Map<string, string>;
  bankAccounts: Map<string, string>;
  suppliers: Map<string, string>;
}

function refsFrom(companyId: string, ids: KeyedIds): SetupRefs {
  const lookup = (map: Map<string, string>, what: string) => (key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`company ${companyId} has no ${what} "${key}" of the demo setup`);
    return id;
  };
  return {
    category: lookup(ids.categories, 'category with code'),
    costCenter: lookup(ids.costCenters, 'cost centre with code'),
    bankAccount: lookup(ids.bankAccounts, 'bank account'),
    supplier: lookup(ids.suppliers, 'supplier'),
  };
}

type NewCategory = typeof categories.$inferInsert & { id: string };

/** Categories with their ids chosen here, so a child names its parent in the same INSERT. */
export function categoryRows(companyId: string, plano: readonly CategorySeed[]): NewCategory[] {
  const withIds = plano.map((category) => ({ ...category, id: randomUUID() }));
  const idOf = new Map(withIds.map((category) => [category.code, category.id]));
  return withIds.map(({ code, name, id, dre_group }) => {
    const parentCode = parentCodeOf(code);
    return {
      companyId,
      id,
      parentId: parentCode === null ? null : (idOf.get(parentCode) ?? null),
      type: categoryTypeOf(code),
      code,
      name,
      ...(dre_group ? { dreGroup: dre_group } : {}),
    };
  });
}

/** The rows of a company's cadastros, ids included, and the refs the planner needs. */
export interface Setup {
  categories: NewCategory[];
  bankAccounts: (typeof bankAccounts.$inferInsert)[];
  costCenters: (typeof costCenters.$inferInsert)[];
  suppliers: (typeof suppliers.$inferInsert)[];
  refs: SetupRefs;
}

function pixOf(supplier: SupplierSeed): { type: PixKeyType; key: string } | null {
  if (supplier.pix !== 'document') return supplier.pix;
  return { type: supplier.document.length === 11 ? 'cpf' : 'cnpj', key: supplier.document };
}

/**
 * The plano de contas, bank accounts, cost centres and suppliers for a company that has none.
 * Built before any transaction opens, so the transaction only inserts. Bank balances are given at
 * `openingBalanceDate`.
 */
export function buildSetup(
  companyId: string,
  plano: readonly CategorySeed[],
  openingBalanceDate: string,
): Setup {
  const categoryValues = categoryRows(companyId, plano);
  const bankValues = BANK_ACCOUNTS.map(({ key: _key, ...account }) => ({
    ...account,
    companyId,
    id: randomUUID(),
    openingBalanceDate,
  }));
  const costCenterValues = COST_CENTERS.map((center) => ({
    ...center,
    companyId,
    id: randomUUID(),
  }));
  const supplierValues = (SUPPLIERS as readonly SupplierSeed[]).map((supplier) => {
    const pix = pixOf(supplier);
    return {
      companyId,
      id: randomUUID(),
      name: supplier.name,
      document: supplier.document,
      email: supplier.email,
      phone: supplier.phone,
      pixKey: pix?.key ?? null,
      pixKeyType: pix?.type ?? null,
      addressCity: supplier.city,
      addressState: supplier.state,
    };
  });
  const keyed = <T extends { id: string }>(rows: T[], key: (index: number) => string) =>
    new Map(rows.map((row, index) => [key(index), row.id]));
  return {
    categories: categoryValues,
    bankAccounts: bankValues,
    costCenters: costCenterValues,
    suppliers: supplierValues,
    refs: refsFrom(companyId, {
      categories: new Map(categoryValues.map((row) => [row.code, row.id])),
      costCenters: keyed(costCenterValues, (i) => COST_CENTERS[i]?.code ?? ''),
      bankAccounts: keyed(bankValues, (i) => BANK_ACCOUNTS[i]?.key ?? ''),
      suppliers: keyed(supplierValues, (i) => SUPPLIERS[i]?.key ?? ''),
    }),
  };
}

export async function insertSetup(tx: Database, setup: Omit<Setup, 'refs'>): Promise<void> {
  if (setup.categories.length > 0) await tx.insert(categories).values(setup.categories);
  if (setup.bankAccounts.length > 0) await tx.insert(bankAccounts).values(setup.bankAccounts);
  if (setup.costCenters.length > 0) await tx.insert(costCenters).values(setup.costCenters);
  if (setup.suppliers.length > 0) await tx.insert(suppliers).values(setup.suppliers);
}

/**
 * The demo setup of a company that already has it (the demo company, or the benchmark company of
 * an earlier run), or null when the company has no categories at all. Bank accounts are matched by
 * name and suppliers by document; one the planner needs and cannot find is reported when used.
 */
export async function loadSetupRefs(db: Database, companyId: string): Promise<SetupRefs | null> {
  const categoryIds = await db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .where(eq(categories.companyId, companyId));
  if (categoryIds.length === 0) return null;
  const bankIds = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId));
  const centerIds = await db
    .select({ id: costCenters.id, code: costCenters.code })
    .from(costCenters)
    .where(eq(costCenters.companyId, companyId));
  const supplierIds = await db
    .select({ id: suppliers.id, document: suppliers.document })
    .from(suppliers)
    .where(eq(suppliers.companyId, companyId));
  const bankKeys = new Map<string, string>(BANK_ACCOUNTS.map((a) => [a.name, a.key]));
  const supplierKeys = new Map<string, string>(SUPPLIERS.map((s) => [s.document, s.key]));
  const byKey = <T>(
    rows: T[],
    key: (row: T) => string | null | undefined,
    id: (row: T) => string,
  ) =>
    new Map(
      rows.flatMap((row) => {
        const found = key(row);
        return found ? [[found, id(row)] as const] : [];
      }),
    );
  return refsFrom(companyId, {
    categories: byKey(
      categoryIds,
      (row) => row.code,
      (row) => row.id,
    ),
    costCenters: byKey(
      centerIds,
      (row) => row.code,
      (row) => row.id,
    ),
    bankAccounts: byKey(
      bankIds,
      (row) => bankKeys.get(row.name),
      (row) => row.id,
    ),
    suppliers: byKey(
      supplierIds,
      (row) => supplierKeys.get(row.document),
      (row) => row.id,
    ),
  });
}
