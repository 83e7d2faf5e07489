import { Text } from '@chakra-ui/react';

export function UnderConstructionTab() {
  return <Text color="fg.muted">Esta seção ainda está sendo construída.</Text>;
}
