import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuLogOut, LuUser, LuUserRound } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { AppStore } from 'shared/session';
import { selectAccount, signOut, useAppSelector } from 'shared/session';
import { IdentityAvatar } from './identity-avatar';
import { MenuTrigger } from './menu-trigger';

/** SPEC.md §2 profile menu: tooltip 'Minha Conta', name and e-mail, 'Minha conta' and 'Sair'. */
export function ProfileMenu() {
  const account = useAppSelector(selectAccount);
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const triggerId = useId();
  const user = account?.user;

  const logout = () => {
    void signOut(store);
    void navigate('/login', { replace: true });
  };

  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'top-start' }}>
      <MenuTrigger
        label="Minha Conta"
        shown={[user?.shortName, user?.name, user?.email]}
        triggerId={triggerId}
      >
        <IdentityAvatar identity={user} fallbackIcon={<LuUser />} />{' '}
        <Box minW="0">
          <Text fontWeight="medium" truncate>
            {user?.name}
          </Text>{' '}
          <Text fontSize="sm" color="fg.muted" truncate>
            {user?.email}
          </Text>
        </Box>
      </MenuTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="medium">{user?.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {user?.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item
              value="minha-conta"
              onSelect={() => void navigate('/minha-conta/informacoes-gerais')}
            >
              <LuUserRound /> Minha conta
            </Menu.Item>
            <Menu.Item value="sair" onSelect={logout}>
              <LuLogOut /> Sair
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
