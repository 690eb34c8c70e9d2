// Typed calls of the Releases screen (releases.manage); a team's pipeline uses `npm run release` instead.
// Their own entry (`@admin/api-client/releases`), not shared and not in the main one: only the lazy
// Releases screen bundles them, so the shell's first load does not carry them.
import { apiClient } from '@admin/api-client/singletons';
import type {
  AppReleaseStatus,
  CanaryBody,
  CanaryStopSettings,
  CreatedDeployToken,
  DeployToken,
  ItemResponse,
  PointerBody,
  ReleaseApp,
  ReleasesOverview,
} from '../types/index';

/** The app's status after a move (what the screen shows next). */
const statusOf = ({ data }: { data: ItemResponse<AppReleaseStatus> }): AppReleaseStatus => data.data;

export const releasesApi = {
  /** `GET /v2/releases`: every app's live release, canary, history and page loads. */
  overview: async (): Promise<ReleasesOverview> => (await apiClient.get<ReleasesOverview>('/v2/releases')).data,
  /** The canary when no release is named. */
  promote: async (app: ReleaseApp, body: PointerBody = {}) =>
    statusOf(await apiClient.post<ItemResponse<AppReleaseStatus>>(`/v2/releases/${app}/promote`, body)),
  /** The release live before when no release is named. */
  rollback: async (app: ReleaseApp, body: PointerBody = {}) =>
    statusOf(await apiClient.post<ItemResponse<AppReleaseStatus>>(`/v2/releases/${app}/rollback`, body)),
  /** Starts (or changes) the canary beside the live release: a share of staff and/or named staff. */
  startCanary: async (app: ReleaseApp, body: CanaryBody) =>
    statusOf(await apiClient.post<ItemResponse<AppReleaseStatus>>(`/v2/releases/${app}/canary`, body)),
  /** The thresholds past which the registry stops a canary by itself. */
  saveSettings: async (app: ReleaseApp, settings: CanaryStopSettings) =>
    statusOf(await apiClient.put<ItemResponse<AppReleaseStatus>>(`/v2/releases/${app}/settings`, settings)),
  stopCanary: async (app: ReleaseApp, reason?: string) =>
    statusOf(
      await apiClient.post<ItemResponse<AppReleaseStatus>>(`/v2/releases/${app}/canary/stop`, reason ? { reason } : {}),
    ),
  tokens: async (): Promise<DeployToken[]> =>
    (await apiClient.get<{ data: DeployToken[] }>('/v2/releases/tokens')).data.data,
  /** The answer holds the secret, shown once. */
  createToken: async (app: ReleaseApp, name: string): Promise<CreatedDeployToken> =>
    (await apiClient.post<ItemResponse<CreatedDeployToken>>('/v2/releases/tokens', { app, name })).data.data,
  revokeToken: async (id: number): Promise<DeployToken[]> =>
    (await apiClient.delete<{ data: DeployToken[] }>(`/v2/releases/tokens/${id}`)).data.data,
};
