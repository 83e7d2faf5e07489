import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from 'shared/ui';
import { SectionLinks } from '../../../components/section-links';
import { ACCOUNT_TABS, findAccountTab } from '../account-tabs';
import type { AccountTabSlug } from '../account-tabs';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TAB_CONTENT: Record<AccountTabSlug, () => React.JSX.Element | null> = {
  'informacoes-gerais': ProfileTab,
  seguranca: SecurityTab,
};

/** `/minha-conta/:tab`: the signed-in person's own data, whatever company is active. */
export function AccountArea() {
  const current = findAccountTab(useParams().tab);
  const Content = current ? TAB_CONTENT[current.slug] : null;
  return (
    <>
      <PageHeading title="Minha conta" description="Seus dados de acesso e a segurança da conta" />
      <SectionLinks
        label="Seções da conta"
        basePath="/minha-conta"
        links={ACCOUNT_TABS}
        current={current?.slug ?? null}
      />
      {Content ? <Content /> : <UnknownAccountTab />}
    </>
  );
}

function UnknownAccountTab() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Seção não encontrada</EmptyState.Title>
          <EmptyState.Description>
            Esta seção da conta não existe. Escolha uma das abas acima.
          </EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/minha-conta/informacoes-gerais">Ir para Informações gerais</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
