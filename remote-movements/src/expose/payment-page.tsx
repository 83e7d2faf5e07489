import { PaymentScreen } from '../app/payment-screen';

export default PaymentScreen;
