import { ApprovalsPage } from '../features/approvals/components/approvals-page';

export default ApprovalsPage;
