import { renderStandalone } from 'shared/standalone';

// Every page this remote exposes, each on the route it serves (shared/remotes lists them).
renderStandalone('insights', (file) => import(`./expose/${file}`));
