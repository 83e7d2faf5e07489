import { Alert, Button, CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isApiError } from 'shared/api';
import { PIX_CHARGE_MESSAGES } from 'shared/contracts';
import { Skeleton } from 'shared/ui-kit';
import { PIX_CHARGE_PARAM, withoutPixCharge } from '../../../lib/pix-charge-param';
import { useCreatePixChargeMutation } from '../api/create-pix-charge';
import { pixChargeMessage } from '../pix-charge-message';
import { PixChargeDetails } from './pix-charge-details';

/** Where the person fixes what a refusal names: the company area's tab. */
const FIX_LINKS: Record<string, { to: string; label: string }> = {
  [PIX_CHARGE_MESSAGES.noChargeAccount]: {
    to: '/empresa/contas-bancarias',
    label: 'Ir para Contas bancárias',
  },
  [PIX_CHARGE_MESSAGES.noCity]: {
    to: '/empresa/informacoes-gerais',
    label: 'Ir para Informações gerais',
  },
};

function Loading() {
  return (
    <Stack role="status" aria-label="Gerando cobrança Pix" gap="4">
      <Skeleton h="8" w="40" />
      <Skeleton h="64" w="64" maxW="full" mx="auto" borderRadius="md" />
      <Skeleton h="28" borderRadius="md" />
    </Stack>
  );
}

function Refusal({ message, onRetry }: { message: string; onRetry: (() => void) | null }) {
  const fix = FIX_LINKS[message];
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>{message}</Alert.Description>
        {fix && (
          <Link asChild fontWeight="medium" textDecoration="underline">
            <RouterLink to={fix.to}>{fix.label}</RouterLink>
          </Link>
        )}
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Creates the charge (or gets the active one) when it opens. */
function PixChargeBody({ movementId, onClose }: { movementId: string; onClose: () => void }) {
  const [charge, result] = useCreatePixChargeMutation();
  // The answer is read from `result`; the trigger's promise never rejects.
  useEffect(() => void charge(movementId), [charge, movementId]);

  if (result.data) return <PixChargeDetails charge={result.data} onClose={onClose} />;
  if (result.isError) {
    // A 409 is the company's data or the movement's state: asking again changes nothing.
    const refused = isApiError(result.error) && result.error.statusCode === 409;
    return (
      <Refusal
        message={pixChargeMessage(result.error)}
        onRetry={refused ? null : () => void charge(movementId)}
      />
    );
  }
  return <Loading />;
}

/**
 * "Cobrança Pix" of a receivable, opened by `?cobranca-pix=<id>` over the list or the payment
 * page. Full width on a phone; Chakra's drawer traps the focus, closes on Esc and gives it back.
 */
export function PixChargeDrawer() {
  const [params, setParams] = useSearchParams();
  const movementId = params.get(PIX_CHARGE_PARAM);
  const close = () => setParams(withoutPixCharge(params));
  return (
    <Drawer.Root
      open={movementId !== null}
      onOpenChange={(details) => !details.open && close()}
      size={{ base: 'full', md: 'md' }}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Cobrança Pix</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              {movementId && (
                <PixChargeBody key={movementId} movementId={movementId} onClose={close} />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
