import { maskCpfCnpj } from 'shared/contracts';
import type { PreviewLine } from 'shared/contracts';
import { EMPTY_RULE } from '../../components/rule-form/rule-form-values';
import type { RuleFormValues } from '../../components/rule-form/rule-form-values';
import type { LineChoice } from './decisions';

/**
 * What banks write before the payee, in every shape seen on Brazilian statements: the operation
 * says nothing about whom the line is for, and would make a rule catch every Pix or boleto.
 */
const BANK_PREFIX =
  /^(?:PIX\s+(?:ENVIADO|RECEBIDO|EMITIDO|TRANSF(?:ERENCIA)?|QRS?)|PAG(?:TO|AMENTO)?\s+(?:DE\s+)?(?:BOLETO|TITULO|CONTA)|PAGAMENTO|TED|DOC|TEV|TRANSF(?:ERENCIA)?(?:\s+(?:ENVIADA|RECEBIDA|ENTRE\s+CONTAS))?|DEB(?:ITO)?\s+AUT(?:OMATICO)?|DEBITO|CREDITO|COMPRA\s+(?:CARTAO|CARTÃO|DEBITO)|SISPAG|REMESSA|INT|CX\s+ELETRONICO)\b/iu;

const WORD_LIMIT = 3;

/**
 * The payee's words of a bank line: without the operation, bank and agency numbers, dates, a
 * CPF/CNPJ or other long numbers, at most three words ("PIX ENVIADO 12/10 CEMIG DISTRIBUICAO SA
 * 06981180000116" → "CEMIG DISTRIBUICAO SA"). The whole text when nothing is left.
 */
export function payeeWords(description: string): string {
  let text = description.replace(/[\d./-]{11,}/g, ' ').trim();
  for (let i = 0; i < 3 && BANK_PREFIX.test(text); i++) text = text.replace(BANK_PREFIX, '').trim();
  const words = text.split(/[\s*:;,-]+/).filter((word) => word !== '' && !/\d/.test(word));
  const payee = words.slice(0, WORD_LIMIT).join(' ');
  return payee || description.trim().slice(0, 60);
}

/**
 * The rule a person means when they ask for one from a line: its payee's words, its direction,
 * the account of the statement, the CPF/CNPJ in the text, and the category chosen for the line.
 */
export function ruleFromLine(
  line: PreviewLine,
  choice: LineChoice | undefined,
  bankAccountId: string,
): RuleFormValues {
  const payee = payeeWords(line.description);
  const create = choice?.action === 'create' ? choice : null;
  return {
    ...EMPTY_RULE,
    name: payee.slice(0, 80),
    text_operator: 'contains',
    text: payee,
    direction: line.amount_cents < 0 ? 'despesa' : 'receita',
    bank_account_id: bankAccountId,
    document: line.document ? maskCpfCnpj(line.document) : '',
    category_id: create?.categoryId ?? '',
    contact_id: create?.contactId ?? '',
    cost_center_id: create?.costCenterId ?? '',
    set_description: create?.description ?? '',
  };
}
