import { nfeKeyIsValid } from './access-keys';
import type { ParsedNfeCancellation } from './types';
import type { XmlNode } from './xml-values';
import { FiscalContentError, child, dateTime, environment, required, text } from './xml-values';

// procEventoNFe (NT 2011.004 / MOC 7.0 Anexo II): the signed evento plus SEFAZ's retEvento.
// Only the cancellation (110111) changes a payable; a carta de correção (110110) and the
// recipient's manifestations do not, so the caller is told they are not handled.

const CANCELLATION = '110111';
/** retEvento cStat: 135 registrado e vinculado à NF-e, 155 cancelamento homologado fora de prazo. */
const REGISTERED = new Set(['135', '155']);

const EVENT_NAMES: Record<string, string> = {
  '110110': 'carta de correção',
  '110112': 'cancelamento por substituição',
  '210200': 'confirmação da operação',
  '210210': 'ciência da operação',
  '210220': 'desconhecimento da operação',
  '210240': 'operação não realizada',
};

export function readNfeEvent(procEvento: XmlNode): ParsedNfeCancellation {
  const infEvento = child(child(procEvento, 'evento'), 'infEvento');
  if (!infEvento) throw new FiscalContentError('não tem evento/infEvento');
  const type = required(infEvento, 'tpEvento', 'infEvento');
  if (type !== CANCELLATION) {
    const name = EVENT_NAMES[type] ?? 'evento';
    throw new FiscalContentError(
      `é um evento não tratado (${name}, tpEvento ${type}): só o cancelamento (110111) é lido`,
    );
  }
  const key = required(infEvento, 'chNFe', 'infEvento');
  if (!nfeKeyIsValid(key))
    throw new FiscalContentError(`tem uma chave de acesso inválida: "${key}"`);
  const detEvento = child(infEvento, 'detEvento');
  const registration = child(child(procEvento, 'retEvento'), 'infEvento');
  if (!registration) {
    throw new FiscalContentError(
      'é um pedido de cancelamento sem o retorno da SEFAZ (retEvento): não há como saber se foi aceito',
    );
  }
  const status = required(registration, 'cStat', 'retEvento/infEvento');
  if (!REGISTERED.has(status)) {
    const reason = text(registration, 'xMotivo') ?? '';
    throw new FiscalContentError(`é um cancelamento recusado pela SEFAZ (${status}: ${reason})`);
  }
  const registeredAt = text(registration, 'dhRegEvento');
  return {
    kind: 'nfe-cancellation',
    key,
    protocol: text(registration, 'nProt'),
    at: dateTime(registeredAt ?? required(infEvento, 'dhEvento', 'infEvento'), 'dhRegEvento'),
    reason: text(detEvento, 'xJust'),
    cancelledProtocol: text(detEvento, 'nProt'),
    environment: environment(text(infEvento, 'tpAmb'), 'infEvento/tpAmb'),
  };
}
