export { KycAssignee } from './components/KycAssignee';
export { kycOwnershipKeys } from './api/kyc-ownership-queries';
