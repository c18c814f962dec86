import { PlaybookItemPage } from '../features/playbook/item-page';

export default PlaybookItemPage;
