import { Avatar, HStack, Text } from '@chakra-ui/react';
import type { SessionUser } from 'shared/session';

/**
 * The photo's place on the page. Uploading goes through the company area's `ImageUpload`
 * (PNG/JPEG/WebP, cropped square): it replaces this block's content when it lands, and its answer
 * feeds `PATCH /v1/users/profile { avatar }` as the logo's feeds the company's.
 */
export function ProfilePhoto({ user }: { user: SessionUser }) {
  return (
    <HStack gap="4" data-slot="profile-photo">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={user.name} />
        {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
      </Avatar.Root>
      <Text color="fg.muted" fontSize="sm">
        {user.avatar
          ? 'Sua foto aparece no menu do perfil.'
          : 'Sem foto: o menu do perfil mostra suas iniciais.'}
      </Text>
    </HStack>
  );
}
