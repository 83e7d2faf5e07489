import { LoadError, Loading } from '../../../components/load-states';
import { useGetReminderSettingsQuery } from '../api/reminders-api';
import { ReminderForm } from './reminder-form';

/** `/empresa/regua-de-cobranca`: the company's reminders to its clients (issue 21, item 5). */
export function RemindersTab() {
  const query = useGetReminderSettingsQuery();
  if (query.data) return <ReminderForm settings={query.data} />;
  if (query.isError) {
    return (
      <LoadError
        message="Não foi possível carregar a régua de cobrança. Por favor, tente novamente"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading />;
}
