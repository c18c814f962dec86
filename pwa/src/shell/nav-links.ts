export { ROUTES } from '../paths';
