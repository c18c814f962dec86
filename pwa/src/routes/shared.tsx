import { SharedPage } from '../features/playbook/shared-page';

export default SharedPage;
