import Papa from 'papaparse';
import { SPREADSHEET_FIELDS, SPREADSHEET_FIELD_LABELS } from 'shared/contracts';

/** The template's headers: the brief's twelve columns, then the contact's CPF/CNPJ. */
export const TEMPLATE_HEADERS = SPREADSHEET_FIELDS.map((field) => SPREADSHEET_FIELD_LABELS[field]);

const EXAMPLES = [
  [
    'Despesa',
    'Aluguel da sede - março',
    '3.500,00',
    '10/03/2026',
    '01/03/2026',
    'Aluguel',
    'Administrativo',
    'Imobiliária Central',
    'Itaú',
    'BOL-0312',
    'Contrato 2024/15',
    '',
    '11.222.333/0001-81',
  ],
  [
    'Receita',
    'Consultoria - projeto Alfa',
    '12.000,00',
    '15/03/2026',
    '01/03/2026',
    'Serviços',
    'Comercial',
    'Alfa Indústria Ltda',
    'Itaú',
    'NF 1234',
    '',
    '15/03/2026',
    '',
  ],
];

const INSTRUCTIONS: [string, string][] = [
  ['Tipo', 'Obrigatório. Despesa (conta a pagar) ou Receita (conta a receber).'],
  ['Descrição', 'Obrigatória, de 2 a 200 caracteres.'],
  ['Valor', 'Obrigatório, maior que zero, sem sinal: 1.234,56.'],
  ['Vencimento', 'Obrigatório: dd/mm/aaaa.'],
  ['Competência', 'Opcional: dd/mm/aaaa; sem ela, vale o vencimento.'],
  [
    'Categoria',
    'Obrigatória: o nome ou o código de uma categoria sem subcategorias do seu plano de contas, do mesmo tipo da linha. Categorias não são criadas pela importação.',
  ],
  ['Centro de custo', 'Opcional: o nome. Um centro de custo que não existe é criado ao confirmar.'],
  [
    'Fornecedor/Cliente',
    'Opcional: o nome. Para cadastrar um novo ao confirmar, informe também o CPF/CNPJ na última coluna.',
  ],
  [
    'Conta bancária',
    'Opcional: o nome de uma conta cadastrada. Contas não são criadas pela importação.',
  ],
  ['Nº do documento', 'Opcional: nota fiscal, boleto…'],
  ['Observações', 'Opcional.'],
  ['Pago em', 'Opcional: dd/mm/aaaa. Preenchido, a movimentação entra paga nessa data.'],
  [
    'CPF/CNPJ do fornecedor/cliente',
    'Opcional: identifica o fornecedor/cliente; necessário para cadastrar um novo.',
  ],
];

export function templateCsv(): Buffer {
  const text = Papa.unparse([TEMPLATE_HEADERS, ...EXAMPLES], { delimiter: ';', newline: '\r\n' });
  return Buffer.from(`\ufeff${text}\r\n`, 'utf-8');
}

export async function templateXlsx(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Movimentações');
  sheet.columns = TEMPLATE_HEADERS.map((header, index) => ({
    header,
    width: index === 1 || index === 10 ? 32 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) sheet.addRow(example);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('Instruções');
  help.columns = [
    { header: 'Coluna', width: 32 },
    { header: 'Como preencher', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const row of INSTRUCTIONS) help.addRow(row);
  help.addRow([]);
  help.addRow(['', 'Só a primeira aba é importada. Apague as linhas de exemplo antes de enviar.']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
