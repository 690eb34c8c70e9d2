import { queryOptions } from '@tanstack/react-query';
import { partnersApi } from '@admin/api-client/config';
import { gatewayFileUrl, pinFile } from '@admin/api-client';
import { CONFIG_MESSAGES } from '@admin/api-client/contract';
import type { PageQuery, Partner, PartnerRequest, PartnerSortQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import type { UploadControls } from '@admin/ui/forms';
import { queryRoots } from '../../../common/query-roots';

export { CONFIG_MESSAGES, PARTNER_SORT_KEYS } from '@admin/api-client/contract';

type PartnerListParams = PageQuery & PartnerSortQuery;

const partnerKeys = {
  lists: [...queryRoots.partners, 'list'] as const,
  list: (params: PartnerListParams) => [...queryRoots.partners, 'list', params] as const,
};

export const partnerListQuery = (params: PartnerListParams) =>
  queryOptions({ queryKey: partnerKeys.list(params), queryFn: () => partnersApi.list(params) });

/** Saves a new partner, or the given one (with If-Match on its version). */
export function useSavePartner(partner: Partner | undefined) {
  return useApiMutation({
    mutationFn: (body: PartnerRequest) =>
      partner ? partnersApi.update(partner.id, body, partner.version) : partnersApi.create(body),
    success: (saved) => (partner ? `Partner ${saved.name} saved` : `Partner ${saved.name} added`),
    errorFallback: CONFIG_MESSAGES.partner,
    invalidate: [partnerKeys.lists],
    silentError: true,
  });
}

export function useDeletePartner() {
  return useApiMutation({
    mutationFn: (partner: Partner) => partnersApi.remove(partner.id),
    success: (_data, partner) => `Partner ${partner.name} deleted`,
    errorFallback: CONFIG_MESSAGES.partner,
    invalidate: [partnerKeys.lists],
  });
}

/** Uploads an icon through the API with the staff session and answers its gateway URL. */
export function uploadIcon(gatewayUrl: string) {
  return async (file: File, controls: UploadControls) => {
    const pinned = await pinFile(file, controls, file.name);
    return gatewayFileUrl(gatewayUrl, pinned.IpfsHash);
  };
}
