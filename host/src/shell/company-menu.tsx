import { Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuBuilding2, LuCheck, LuChevronsUpDown, LuPlus, LuSettings } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { remoteModulePath } from 'shared/remotes';
import { selectAccount, useAppSelector } from 'shared/session';
import { IdentityAvatar } from './identity-avatar';
import { MenuTrigger } from './menu-trigger';
import { useSwitchCompany } from './use-switch-company';

/** 'Nova empresa' is a page of the company remote: the route it exposes. */
const NEW_COMPANY_PATH = remoteModulePath('company/NewCompanyPage');

/**
 * SPEC.md §2 company menu: tooltip 'Minhas Empresas', short name or avatar and name,
 * 'Configurações'; then 'Nova empresa', which any member may open.
 */
export function CompanyMenu() {
  const account = useAppSelector(selectAccount);
  const company = account?.company;
  const companies = account?.companies ?? [];
  const navigate = useNavigate();
  const triggerId = useId();
  const { switchCompany, switching } = useSwitchCompany();

  return (
    <Menu.Root
      ids={{ trigger: triggerId }}
      positioning={{ placement: 'bottom-start', sameWidth: true }}
    >
      <MenuTrigger
        label="Minhas Empresas"
        shown={[company?.shortName, company?.name]}
        triggerId={triggerId}
        bordered
      >
        <IdentityAvatar identity={company} fallbackIcon={<LuBuilding2 />} shape="rounded" />{' '}
        <Text flex="1" fontWeight="semibold" truncate>
          {company?.name}
        </Text>
        <Icon as={LuChevronsUpDown} color="fg.muted" />
      </MenuTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {companies.length > 1 && (
              <>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Minhas Empresas</Menu.ItemGroupLabel>
                  {companies.map((option) => {
                    const current = option.id === company?.id;
                    return (
                      <Menu.Item
                        key={option.id}
                        value={`empresa:${option.id}`}
                        disabled={switching}
                        aria-current={current ? 'true' : undefined}
                        onSelect={() => {
                          if (!current) void switchCompany(option.id);
                        }}
                      >
                        <IdentityAvatar
                          identity={option}
                          fallbackIcon={<LuBuilding2 />}
                          shape="rounded"
                          size="2xs"
                        />
                        <Text flex="1" truncate>
                          {option.name}
                        </Text>
                        {current && <Icon as={LuCheck} color="brand.fg" />}
                      </Menu.Item>
                    );
                  })}
                </Menu.ItemGroup>
                <Menu.Separator />
              </>
            )}
            <Menu.Item
              value="configuracoes"
              onSelect={() => void navigate('/empresa/informacoes-gerais')}
            >
              <LuSettings /> Configurações
            </Menu.Item>
            <Menu.Item value="nova-empresa" onSelect={() => void navigate(NEW_COMPANY_PATH)}>
              <LuPlus /> Nova empresa
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
