import { AccountArea } from '../features/my-account/components/account-area';

export default AccountArea;
