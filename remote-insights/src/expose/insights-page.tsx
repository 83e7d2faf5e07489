import { InsightsPage } from '../features/insights/components/insights-page';

export default InsightsPage;
