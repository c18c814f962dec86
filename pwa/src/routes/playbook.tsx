import { PlaybookPage } from '../features/playbook/playbook-page';

export default PlaybookPage;
