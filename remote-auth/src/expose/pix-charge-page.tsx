import { PixChargePage } from '../features/pix-charge/components/pix-charge-page';

export default PixChargePage;
