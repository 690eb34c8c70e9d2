/**
 * Content-addressed file store. Pinning answers in the shape of the decentralised storage service
 * the production site uses, so a front end configured with gateway URL + storage JWT works unchanged.
 */
export interface PinResult {
  /** CIDv1 (raw codec, sha2-256, base32), e.g. bafkrei… */
  IpfsHash: string;
  PinSize: number;
  Timestamp: string;
}

export interface HealthResponse {
  status: 'ok';
}
