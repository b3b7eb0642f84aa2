// /contract/{proId}/{type}/view/{contractId} is the same contract page (spec §2 lists both routes).
export { default, generateMetadata } from '../../[contractId]/page';
