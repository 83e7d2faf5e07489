import { PaymentPage } from '../features/payment/components/payment-page';

export default PaymentPage;
