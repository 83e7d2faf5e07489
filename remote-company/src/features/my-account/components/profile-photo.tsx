import { apiAssetUrl } from 'shared/api';
import { accountUpdated, shortNameOf, useAppDispatch, withShortName } from 'shared/session';
import type { SessionUser } from 'shared/session';
import { toaster } from 'shared/ui';
import { ImageUpload } from 'shared/ui-kit';
import { useRemovePhotoMutation, useUploadPhotoMutation } from '../api/account-api';

/** The person's photo (the company logo's upload): the profile menu shows the new one at once. */
export function ProfilePhoto({ user }: { user: SessionUser }) {
  const [upload] = useUploadPhotoMutation();
  const [remove] = useRemovePhotoMutation();
  const dispatch = useAppDispatch();

  const saved = (avatar: string | null, title: string) => {
    dispatch(
      accountUpdated({
        user: withShortName({ id: user.id, email: user.email, name: user.name, avatar }),
      }),
    );
    toaster.create({ type: 'success', title, duration: 3000 });
  };

  return (
    <ImageUpload
      label="Foto"
      currentUrl={user.avatar ? apiAssetUrl(user.avatar) : null}
      fallback={shortNameOf(user.name)}
      onUpload={async (file) => saved((await upload(file).unwrap()).avatar, 'Foto atualizada')}
      onRemove={async () => saved((await remove().unwrap()).avatar, 'Foto removida')}
    />
  );
}
