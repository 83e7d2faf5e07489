import type { FiscalSummary } from 'shared/contracts';
import type { FiscalAddress, FiscalParty, ParsedNfe, ParsedNfse } from '../parsers/types';

// The readable summary of a note, kept as jsonb with its row: the movement's panel shows it
// without reading the XML again, and it never changes once imported.

function addressLine(address: FiscalAddress | null): string | null {
  if (!address) return null;
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const place = [
    address.neighbourhood,
    address.city && address.state ? `${address.city}/${address.state}` : address.city,
  ]
    .filter(Boolean)
    .join(' — ');
  const line = [
    street,
    address.complement,
    place,
    address.zipCode ? `CEP ${address.zipCode}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return line || null;
}

function partyOf(party: FiscalParty): FiscalSummary['issuer'] {
  return {
    document: party.document,
    name: party.name,
    trade_name: party.tradeName,
    address: addressLine(party.address),
  };
}

const NFE_TAXES: [keyof ParsedNfe['taxes'], string][] = [
  ['icmsCents', 'ICMS'],
  ['icmsStCents', 'ICMS ST'],
  ['ipiCents', 'IPI'],
  ['pisCents', 'PIS'],
  ['cofinsCents', 'COFINS'],
  ['freightCents', 'Frete'],
  ['insuranceCents', 'Seguro'],
  ['otherCents', 'Outras despesas'],
  ['discountCents', 'Desconto'],
];

export function summaryOf(document: ParsedNfe | ParsedNfse): FiscalSummary {
  if (document.kind === 'nfe') {
    return {
      kind: 'nfe',
      key: document.key,
      number: document.number,
      series: document.series,
      issued_on: document.issuedOn,
      competence: null,
      issuer: partyOf(document.issuer),
      recipient: document.recipient ? partyOf(document.recipient) : null,
      total_cents: document.totalCents,
      net_cents: null,
      service_description: null,
      items: document.items.map((item) => ({
        code: item.code,
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        unit_value: item.unitValue,
        total_cents: item.totalCents,
      })),
      taxes: NFE_TAXES.filter(([field]) => document.taxes[field] > 0).map(([field, label]) => ({
        label,
        amount_cents: document.taxes[field],
      })),
      installments: document.installments.map((parcel) => ({
        number: parcel.number,
        due_date: parcel.dueDate,
        amount_cents: parcel.amountCents,
      })),
      retentions: [],
      protocol: document.protocol?.number ?? null,
    };
  }
  return {
    kind: 'nfse',
    key: document.key,
    number: document.number,
    series: document.dpsSeries,
    issued_on: document.issuedOn,
    competence: document.competence,
    issuer: partyOf(document.provider),
    recipient: document.taker ? partyOf(document.taker) : null,
    total_cents: document.grossCents,
    net_cents: document.netCents,
    service_description: document.serviceDescription,
    items: [],
    taxes: document.issCents > 0 ? [{ label: 'ISS', amount_cents: document.issCents }] : [],
    installments: [],
    retentions: document.retentions.map((retention) => ({
      kind: retention.kind,
      amount_cents: retention.amountCents,
    })),
    protocol: null,
  };
}
