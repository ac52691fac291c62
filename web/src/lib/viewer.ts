/**
 * Who is using the site, as every feature reads it: the stored token, the
 * user info behind it (GET /api/user/info) and the site's VIP gating setting.
 * The server decides what each viewer may see; these only decide what to show.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SITE_SETTINGS,
  needsPositionInfo,
  type SiteSettings,
  type UserInfo,
} from '@zhiyuan/domain';
import { get } from './http';
import { useSessionToken } from './useSession';

export const viewerKeys = {
  all: ['viewer'] as const,
  info: (token: string | null) => [...viewerKeys.all, 'info', token] as const,
  siteSettings: () => [...viewerKeys.all, 'site-settings'] as const,
};

/** The logged-in user's info; keyed by token, so a login or logout reads afresh. */
export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: viewerKeys.info(token),
    queryFn: ({ signal }) => get<UserInfo>('/api/user/info', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: viewerKeys.siteSettings(),
    queryFn: ({ signal }) => get<SiteSettings>('/api/site/settings', { signal }),
    staleTime: 5 * 60_000,
  });

export interface ViewerState {
  token: string | null;
  /** The user info once loaded; undefined for a guest or while loading */
  info: UserInfo | undefined;
  isGuest: boolean;
  /** A token is stored but its user info has not arrived yet */
  isLoading: boolean;
  /** Logged in without 高考省份 or 年份: the complete-info form is due */
  needsPositionInfo: boolean;
}

export function useViewer(): ViewerState {
  const token = useSessionToken();
  const info = useQuery(userInfoQueryOptions(token));
  const data = token ? info.data : undefined;
  return {
    token,
    info: data,
    isGuest: token === null,
    isLoading: token !== null && info.isPending,
    needsPositionInfo:
      data !== undefined &&
      needsPositionInfo({
        kind: 'user',
        userId: data.userId,
        roleId: data.roleId,
        roleTypes: data.roleTypes,
        vip: data.auth,
        cardType: data.cardType,
        province: data.province,
        year: data.year,
      }),
  };
}

/** The site settings; the defaults until they arrive. */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQueryOptions()).data ?? DEFAULT_SITE_SETTINGS;
}

/**
 * Whether the viewer sees full data (spec §6): a VIP user; everyone when the
 * site does not gate by VIP.
 */
export function useSeesFullData(): boolean {
  const { info } = useViewer();
  const { vipGating } = useSiteSettings();
  if (!vipGating) return true;
  return info?.auth === true || (info?.roleTypes ?? []).some((r) => r === 2 || r === 3);
}
