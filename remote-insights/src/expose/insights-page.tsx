import { UnderConstruction } from 'shared/ui';

export default function InsightsPage() {
  return <UnderConstruction title="Insights" area="insights" />;
}
