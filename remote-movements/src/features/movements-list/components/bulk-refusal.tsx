import { Box, Text } from '@chakra-ui/react';
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
        // Box, not Chakra's List: List is not among the shared Chakra's exports.
        <Box as="ul" mt="2" ps="5" listStyleType="disc" textStyle="sm">
          {rows.map((row) => (
            <Box as="li" key={row} mt="1">
              {row}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
