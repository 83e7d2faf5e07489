import { DrePage } from '../features/dre/components/dre-page';

export default DrePage;
