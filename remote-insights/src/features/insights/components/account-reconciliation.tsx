import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useBankAccountReconciliationQuery } from 'shared/api';
import { ReconciliationStatus } from 'shared/ui-kit';

/**
 * Under 'Saldo por Conta': each active account against its last bank statement, so a balance on
 * the dashboard says whether the bank agrees with it. Nothing while it loads or if it fails: the
 * chart above stands on its own.
 */
export function AccountReconciliation() {
  const { data } = useBankAccountReconciliationQuery();
  if (!data || data.data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="account-reconciliation" borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm" id="account-reconciliation" mb="2">
        Conciliação bancária
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {data.data.map((status) => (
          <Box as="li" key={status.bank_account_id}>
            <Text fontWeight="semibold" fontSize="sm">
              {status.bank_account_name}
            </Text>
            <ReconciliationStatus status={status} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
