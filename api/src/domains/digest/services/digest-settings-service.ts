import { DIGEST_NOT_A_MEMBER_MESSAGE } from 'shared/contracts';
import type { DigestSettings, SaveDigestSettings } from 'shared/contracts';
import { forbidden } from '../../../errors';
import type { DigestRepository } from '../repositories/digest-repository';

export interface DigestSettingsService {
  settings(userId: string): Promise<DigestSettings>;
  /**
   * The companies whose digest the user wants. One id of a company they are not a member of
   * refuses the whole request, with the same words whether that company exists or not.
   */
  save(userId: string, body: SaveDigestSettings): Promise<DigestSettings>;
}

export function createDigestSettingsService({
  digests,
}: {
  digests: Pick<DigestRepository, 'choices' | 'memberOf' | 'replace'>;
}): DigestSettingsService {
  async function settings(userId: string): Promise<DigestSettings> {
    const choices = await digests.choices(userId);
    return {
      companies: choices.map((choice) => ({
        company_id: choice.companyId,
        name: choice.name,
        role: choice.role,
        enabled: choice.enabled,
      })),
    };
  }

  return {
    settings,
    async save(userId, { company_ids: companyIds }) {
      const member = await digests.memberOf(userId, companyIds);
      if (member.length !== companyIds.length) throw forbidden(DIGEST_NOT_A_MEMBER_MESSAGE);
      await digests.replace(userId, companyIds);
      return settings(userId);
    },
  };
}
