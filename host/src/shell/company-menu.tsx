import { Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  LuBuilding2,
  LuCheck,
  LuChevronsUpDown,
  LuLayers,
  LuPlus,
  LuSettings,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { remoteModulePath } from 'shared/remotes';
import { selectAccount, useAppSelector } from 'shared/session';
import { IdentityAvatar } from './identity-avatar';
import { MenuTrigger } from './menu-trigger';
import { useSwitchCompany } from './use-switch-company';

/** 'Nova empresa' is a page of the company remote: the route it exposes. */
const NEW_COMPANY_PATH = remoteModulePath('company/NewCompanyPage');
const GROUP_PATH = remoteModulePath('insights/GroupPage');

/**
 * SPEC.md §2 company menu: tooltip 'Minhas Empresas', short name or avatar and name,
 * 'Configurações'; then 'Nova empresa', which any member may open. A person of several companies
 * also finds 'Visão consolidada' under them: their group, added up.
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
                {/* Issue 24 item 3: the companies of the person's group, added up. */}
                <Menu.Item value="visao-consolidada" onSelect={() => void navigate(GROUP_PATH)}>
                  <LuLayers /> Visão consolidada
                </Menu.Item>
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
