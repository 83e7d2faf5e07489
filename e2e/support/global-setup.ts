import { restoreRemoteDist } from './remote-dist';

export default async function globalSetup(): Promise<void> {
  // A killed run of the independent-deploy spec may have left a rebuilt remote in place.
  if (await restoreRemoteDist('company')) {
    console.warn('[e2e] restored remote-company/dist left over by an interrupted run');
  }
}
