import { Separator, Stack, Text } from '@chakra-ui/react';
import { formatPixKey, parsePixKey } from 'shared/contracts';
import type { PixCharge } from 'shared/contracts';
import { PixQrCode } from 'shared/ui';
import { formatBRL } from 'shared/format';
import { CancelCharge } from './cancel-charge';
import { PayerLinkField } from './payer-link-field';
import { PixCodeField } from './pix-code-field';
import { ReminderLog } from './reminder-log';

/** The key as people read it (12.345.678/0001-95, +55 (61) 91234-5678); as stored if unknown. */
function readableKey(key: string): string {
  const parsed = parsePixKey(key);
  return parsed ? formatPixKey(parsed.type, parsed.key) : key;
}

/** An active charge: what the payer pays, where it lands, and the three ways to pay it. */
export function PixChargeDetails({ charge, onClose }: { charge: PixCharge; onClose: () => void }) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          Valor em aberto
        </Text>
        <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {formatBRL(charge.amount_cents)}
        </Text>
        <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
          Conta: {charge.bank_account.name} · Chave {readableKey(charge.pix_key)}
        </Text>
      </Stack>
      <PixQrCode svg={charge.qr_svg} label={`QR Code Pix de ${formatBRL(charge.amount_cents)}`} />
      <PixCodeField code={charge.br_code} />
      <PayerLinkField pagePath={charge.page_path} />
      <ReminderLog movementId={charge.movement_id} />
      <Separator />
      <CancelCharge movementId={charge.movement_id} onDone={onClose} />
    </Stack>
  );
}
