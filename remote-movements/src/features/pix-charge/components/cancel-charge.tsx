import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { toaster } from 'shared/ui';
import { useCancelPixChargeMutation } from '../api/cancel-pix-charge';
import { pixChargeMessage } from '../pix-charge-message';

/** 'Cancelar cobrança', asked in place: the payer's link stops taking payment. */
export function CancelCharge({ movementId, onDone }: { movementId: string; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const [cancel, { isLoading }] = useCancelPixChargeMutation();
  const keep = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // The button that was clicked goes away: the focus moves to the safe answer, and back to the
  // button when the person keeps the charge, so a keyboard user is never left on the page body.
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirm = async () => {
    const result = await cancel(movementId);
    if ('error' in result) {
      toaster.create({ type: 'error', title: pixChargeMessage(result.error) });
      return;
    }
    toaster.create({ type: 'success', title: 'Cobrança cancelada' });
    onDone();
  };

  if (!asking) {
    return (
      <Button
        ref={trigger}
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        onClick={() => setAsking(true)}
      >
        Cancelar cobrança
      </Button>
    );
  }
  return (
    <Box
      role="group"
      aria-labelledby="pix-cancel-question"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Text id="pix-cancel-question">
        Cancelar esta cobrança? O link do pagador deixa de aceitar o pagamento.
      </Text>
      <HStack mt="2" gap="2" wrap="wrap">
        <Button size="sm" colorPalette="red" loading={isLoading} onClick={() => void confirm()}>
          Confirmar cancelamento
        </Button>
        <Button ref={keep} size="sm" variant="ghost" onClick={() => setAsking(false)}>
          Manter cobrança
        </Button>
      </HStack>
    </Box>
  );
}
