import { DecisionPanel } from '../features/gameday/decision-panel';

export default DecisionPanel;
