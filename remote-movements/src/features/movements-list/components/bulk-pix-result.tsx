import { Badge, Box, Button, Drawer, Flex, Heading, Portal, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { BULK_PIX_SKIP_LABELS } from 'shared/contracts';
import type { BulkPixChargesResult } from 'shared/contracts';
import { formatBRL, formatLongDate } from 'shared/format';
import { toaster } from 'shared/ui';
import { copyText } from '../../../lib/copy-text';

type Charge = BulkPixChargesResult['charges'][number];

/** Absolute: the link leaves the back-office for the client. */
const payerUrl = (charge: Charge) => `${window.location.origin}${charge.page_path}`;

/** One line a person can paste into an e-mail or a chat: whose charge, how much, where to pay. */
const linkLine = (charge: Charge) =>
  `${charge.description} (vencimento ${formatLongDate(charge.due_date)}), ${formatBRL(charge.amount_cents)}: ${payerUrl(charge)}`;

async function copy(text: string, done: string) {
  if (await copyText(text)) toaster.create({ type: 'success', title: done });
  else
    toaster.create({
      type: 'error',
      title: 'Não foi possível copiar. Copie pela cobrança da linha.',
    });
}

export function resultSummary(result: BulkPixChargesResult): string {
  return [
    `${result.created} cobrança(s) nova(s)`,
    `${result.reused} já existente(s)`,
    `${result.skipped.length} ignorada(s)`,
  ].join(', ');
}

export interface BulkPixResultProps {
  result: BulkPixChargesResult | null;
  onClose: () => void;
}

/**
 * What 'Cobrar por Pix' did: how many charges were made, kept or left out (and why), and each
 * charge's payer link and Pix copia e cola to send, one by one or all links at once.
 */
export function BulkPixResult({ result, onClose }: BulkPixResultProps) {
  return (
    <Drawer.Root
      open={result !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement={{ base: 'bottom', md: 'end' }}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Cobranças Pix</Drawer.Title>
            </Drawer.Header>
            {result && (
              <Drawer.Body display="flex" flexDirection="column" gap="4">
                <Text fontWeight="semibold">{resultSummary(result)}.</Text>
                {result.charges.length > 0 && (
                  <Button
                    alignSelf="flex-start"
                    colorPalette="brand"
                    onClick={() =>
                      void copy(
                        result.charges.map(linkLine).join('\n'),
                        'Links de todas as cobranças copiados',
                      )
                    }
                  >
                    <LuCopy />
                    Copiar todos os links
                  </Button>
                )}
                {result.charges.length > 0 && (
                  <Box as="ul" aria-label="Cobranças" listStyleType="none">
                    {result.charges.map((charge) => (
                      <Box as="li" key={charge.charge_id} py="3" borderBottomWidth="1px">
                        <Flex justify="space-between" gap="2" align="baseline">
                          <Text fontWeight="medium" minW="0" truncate title={charge.description}>
                            {charge.description}
                          </Text>
                          <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
                            {formatBRL(charge.amount_cents)}
                          </Text>
                        </Flex>
                        <Flex gap="2" align="center" wrap="wrap" mt="1">
                          <Badge
                            size="sm"
                            variant="subtle"
                            colorPalette={charge.outcome === 'created' ? 'green' : 'gray'}
                          >
                            {charge.outcome === 'created' ? 'Nova' : 'Já existia'}
                          </Badge>
                          <Text textStyle="sm" color="fg.muted">
                            Vencimento {formatLongDate(charge.due_date)}
                          </Text>
                        </Flex>
                        <Flex gap="2" wrap="wrap" mt="2">
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Copiar link de ${charge.description}`}
                            onClick={() => void copy(payerUrl(charge), 'Link copiado')}
                          >
                            <LuCopy />
                            Copiar link
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Copiar Pix copia e cola de ${charge.description}`}
                            onClick={() => void copy(charge.br_code, 'Código Pix copiado')}
                          >
                            <LuCopy />
                            Copiar Pix copia e cola
                          </Button>
                        </Flex>
                      </Box>
                    ))}
                  </Box>
                )}
                {result.skipped.length > 0 && (
                  <Box>
                    <Heading as="h3" textStyle="sm" fontWeight="semibold">
                      Ficaram de fora
                    </Heading>
                    <Box as="ul" mt="2" ps="5" listStyleType="disc" textStyle="sm">
                      {result.skipped.map((row) => (
                        <Box as="li" key={row.movement_id} mt="1">
                          {row.description ?? 'Movimentação'}: {BULK_PIX_SKIP_LABELS[row.reason]}
                        </Box>
                      ))}
                    </Box>
                  </Box>
                )}
              </Drawer.Body>
            )}
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
