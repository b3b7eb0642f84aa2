// The creation steps of a contract refuse what the contract screens refuse and show the same
// maintenance banner (spec §2).
export { default } from '@/app/(app)/contract/[proId]/[type]/[contractId]/layout';
