import { api } from 'shared/api';
import { MOVEMENT_TAG } from './movement-keys';

/** The shared api slice with this feature's tag type, for every endpoint file to inject into. */
export const movementsApi = api.enhanceEndpoints({ addTagTypes: [MOVEMENT_TAG] });
