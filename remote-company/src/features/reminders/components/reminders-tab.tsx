import { Alert, Button, Flex, Spinner } from '@chakra-ui/react';
import { useGetReminderSettingsQuery } from '../api/reminders-api';
import { ReminderForm } from './reminder-form';

/** `/empresa/regua-de-cobranca`: the company's reminders to its clients (issue 21, item 5). */
export function RemindersTab() {
  const query = useGetReminderSettingsQuery();
  if (query.data) return <ReminderForm settings={query.data} />;
  if (query.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">
          Não foi possível carregar a régua de cobrança. Por favor, tente novamente
        </Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Flex role="status" aria-label="Carregando" justify="center" py="10">
      <Spinner />
    </Flex>
  );
}
