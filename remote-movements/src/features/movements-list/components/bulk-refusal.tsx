import { Box, List, Text } from '@chakra-ui/react';
import { refusalOf } from '../bulk-selection';

/** Why a bulk action changed nothing: the API's summary, then each row that stopped it. */
export function BulkRefusal({ message }: { message: string }) {
  const { summary, rows } = refusalOf(message);
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
      <Text fontWeight="semibold" color="fg.error">
        {summary}
      </Text>
      {rows.length > 0 && (
        <List.Root mt="2" ps="4" gap="1" textStyle="sm">
          {rows.map((row) => (
            <List.Item key={row}>{row}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
