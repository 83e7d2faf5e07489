import type { PIX_KEY_TYPES } from 'shared/contracts';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from 'shared/contracts';

// The cadastros the demo company starts with, and that the generator reuses for the benchmark
// company: three bank accounts, four cost centres and the suppliers the movements name. Documents
// are made up; only their check digits are real.

export type BankKey = 'itau' | 'bb' | 'nubank';

export type CostCenterCode = 'ADM' | 'COM' | 'OPE' | 'TEC';

export interface BankAccountSeed {
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

export const BANK_ACCOUNTS: readonly BankAccountSeed[] = [
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

export const COST_CENTERS: readonly { code: CostCenterCode; name: string }[] = [
  { code: 'ADM', name: 'Administrativo' },
  { code: 'COM', name: 'Comercial' },
  { code: 'OPE', name: 'Operações' },
  { code: 'TEC', name: 'Tecnologia' },
];

export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export interface SupplierSeed {
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
