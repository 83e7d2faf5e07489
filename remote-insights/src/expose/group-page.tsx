import { GroupPage } from '../features/company-group/components/group-page';

export default GroupPage;
