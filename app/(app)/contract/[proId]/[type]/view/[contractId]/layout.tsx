export { default } from '../../[contractId]/layout';
