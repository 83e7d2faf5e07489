import type { CostCenterCode, SupplierKey } from './cadastros';

// Who buys from the demo company and what it sells and buys, with price ranges in reais. The
// customers are made up; they appear only in descriptions (the schema has no customer register).

export const CUSTOMERS = [
  'Mercado Bom Preço Ltda',
  'Clínica Vida Plena',
  'Escola Aprender Mais',
  'Construtora Horizonte',
  'Transportadora Rota Sul',
  'Farmácia Saúde Total',
  'Restaurante Sabor da Terra',
  'Academia Corpo em Forma',
  'Ótica Visão Clara',
  'Imobiliária Lar Doce Lar',
  'Pet Shop Amigo Fiel',
  'Auto Peças Veloz',
  'Odontologia Sorriso Leve',
  'Almeida & Rocha Advogados',
  'Laboratório BioAnálise',
  'Hotel Jardins Paulista',
  'Cooperativa Agro Vale',
  'Distribuidora Água Viva',
  'Padaria Trigo de Ouro',
  'Loja Estilo Urbano',
  'Gráfica Impressão Rápida',
  'Instituto Educar',
  'Metalúrgica Forte Aço',
  'Clínica Veterinária Bicho Feliz',
  'Agência Viaje Bem',
  'Supermercado Preço Justo',
  'Hospital São Lucas',
  'Colégio Monteiro Lobato',
  'Indústria Têxtil Fio de Ouro',
  'Rede de Postos Caminho Certo',
] as const;

export interface PricedItem {
  name: string;
  min: number;
  max: number;
}

export const SERVICES: readonly PricedItem[] = [
  { name: 'Implantação do sistema de gestão', min: 6_000, max: 18_000 },
  { name: 'Consultoria em processos financeiros', min: 4_500, max: 12_000 },
  { name: 'Desenvolvimento de integração', min: 8_000, max: 24_000 },
  { name: 'Treinamento de equipe', min: 1_800, max: 4_800 },
  { name: 'Customização de relatórios', min: 2_500, max: 7_500 },
  { name: 'Migração de dados', min: 3_500, max: 9_500 },
  { name: 'Suporte técnico avulso', min: 900, max: 2_800 },
];

export const PRODUCTS: readonly PricedItem[] = [
  { name: 'Notebooks corporativos', min: 4_500, max: 16_000 },
  { name: 'Impressoras térmicas', min: 1_200, max: 4_800 },
  { name: 'Leitores de código de barras', min: 900, max: 3_600 },
  { name: 'Terminais de ponto eletrônico', min: 2_400, max: 7_800 },
  { name: 'Tablets para força de vendas', min: 3_200, max: 12_000 },
];

/** Monthly plans of the company's own software, in reais. */
export const SUBSCRIPTION_PLANS = [
  { name: 'Essencial', price: 990 },
  { name: 'Profissional', price: 1_890 },
  { name: 'Avançado', price: 3_490 },
  { name: 'Corporativo', price: 6_900 },
] as const;

/** Equipment bought in parcels: unit price in reais, quantity range, number of parcels. */
export interface InstalmentPurchase {
  name: (quantity: number) => string;
  unitPrice: number;
  quantity: readonly [number, number];
  parcels: number;
  categoryCode: string;
  costCenter: CostCenterCode;
  supplier: SupplierKey;
}

export const INSTALMENT_PURCHASES: readonly InstalmentPurchase[] = [
  {
    name: (q) => `Notebooks Dell Latitude (${q} un.)`,
    unitPrice: 5_499,
    quantity: [4, 10],
    parcels: 10,
    categoryCode: '2.08.01',
    costCenter: 'TEC',
    supplier: 'computers',
  },
  {
    name: (q) => `Monitores 27 polegadas (${q} un.)`,
    unitPrice: 1_389.9,
    quantity: [4, 10],
    parcels: 4,
    categoryCode: '2.08.01',
    costCenter: 'TEC',
    supplier: 'distributor',
  },
  {
    name: (q) => `Cadeiras ergonômicas (${q} un.)`,
    unitPrice: 1_595,
    quantity: [6, 12],
    parcels: 6,
    categoryCode: '2.08.02',
    costCenter: 'ADM',
    supplier: 'furniture',
  },
  {
    name: (q) => `Mesas plataforma (${q} lugares)`,
    unitPrice: 980,
    quantity: [4, 8],
    parcels: 5,
    categoryCode: '2.08.02',
    costCenter: 'ADM',
    supplier: 'furniture',
  },
  {
    name: (q) => `Ar-condicionado split 24.000 BTUs (${q} un.)`,
    unitPrice: 5_690,
    quantity: [1, 2],
    parcels: 5,
    categoryCode: '2.08.03',
    costCenter: 'ADM',
    supplier: 'maintenance',
  },
];

export const EMPLOYEES = [
  'Ana Beatriz Souza',
  'Bruno Henrique Lima',
  'Camila Ferreira',
  'Diego Martins',
  'Fernanda Oliveira',
  'Gabriel Santos',
  'Larissa Gomes',
  'Lucas Pereira',
  'Mariana Rodrigues',
  'Pedro Almeida',
  'Thiago Carvalho',
  'Vanessa Ribeiro',
  'Rodrigo Barbosa',
  'Patrícia Mendes',
] as const;

export const FLIGHT_ROUTES = [
  'São Paulo–Porto Alegre',
  'São Paulo–Belo Horizonte',
  'São Paulo–Curitiba',
  'São Paulo–Recife',
  'São Paulo–Brasília',
  'São Paulo–Rio de Janeiro',
] as const;

export const OFFICE_SUPPLIES = [
  'papel A4 e toner',
  'canetas, blocos e pastas',
  'pilhas e cabos',
  'etiquetas e envelopes',
] as const;

export const PANTRY = [
  'café, açúcar e copos',
  'frutas e lanches da equipe',
  'água mineral (galões)',
  'produtos de limpeza da copa',
] as const;
