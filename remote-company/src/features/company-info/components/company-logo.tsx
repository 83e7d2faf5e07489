import { LuBuilding2 } from 'react-icons/lu';
import { apiAssetUrl } from 'shared/api';
import type { Company } from 'shared/contracts';
import { companyUpdated, shortNameOf, useAppDispatch, useCan } from 'shared/session';
import { toaster } from 'shared/ui';
import { ImageUpload } from 'shared/ui-kit';
import { useRemoveCompanyLogoMutation, useUploadCompanyLogoMutation } from '../api/company-api';

/** The company's logo; the shell's company menu shows the new one as soon as it is saved. */
export function CompanyLogo({ company }: { company: Company }) {
  const [upload] = useUploadCompanyLogoMutation();
  const [remove] = useRemoveCompanyLogoMutation();
  const dispatch = useAppDispatch();
  const canEdit = useCan('edit-company');

  const saved = (next: Company, title: string) => {
    dispatch(companyUpdated(next));
    toaster.create({ type: 'success', title, duration: 3000 });
  };

  return (
    <ImageUpload
      label="Logo da empresa"
      currentUrl={company.avatar && apiAssetUrl(company.avatar)}
      fallback={shortNameOf(company.name) || <LuBuilding2 aria-hidden />}
      readOnly={!canEdit}
      onUpload={async (file) =>
        saved(await upload({ id: company.id, file }).unwrap(), 'Logo atualizado')
      }
      onRemove={async () => saved(await remove({ id: company.id }).unwrap(), 'Logo removido')}
    />
  );
}
