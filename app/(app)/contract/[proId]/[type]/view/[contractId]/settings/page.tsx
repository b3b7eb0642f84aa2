// /contract/{proId}/{type}/view/{contractId}/settings: the same settings screen (spec §2).
export { default, metadata } from '../../../[contractId]/settings/page';
