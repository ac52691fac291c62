/** Server state of 高考资讯 (and, for staff, 招生简章): lists, one item, tags; the staff writes. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NEWS_PAGE_SIZE,
  type ArticleAdmin,
  type ArticleAdminPage,
  type ArticleInput,
  type ArticleKind,
  type ArticleStatus,
  type NewsItem,
  type NewsListItem,
  type NewsPage,
  type NewsTag,
} from '@zhiyuan/domain';
import { del, get, post, put } from '../../lib/http';

export const newsKeys = {
  all: ['news'] as const,
  page: (page: number, tag: string, keyword: string) => [...newsKeys.all, 'page', page, tag, keyword] as const,
  latest: () => [...newsKeys.all, 'latest'] as const,
  tags: () => [...newsKeys.all, 'tags'] as const,
  item: (id: string) => [...newsKeys.all, 'item', id] as const,
  admin: ['news-admin'] as const,
  adminPage: (kind: ArticleKind | '', status: ArticleStatus | '', page: number) => [...newsKeys.admin, 'page', kind, status, page] as const,
  adminItem: (id: string) => [...newsKeys.admin, 'item', id] as const,
};

export const newsPageQueryOptions = (page: number, tag: string, keyword = '') =>
  queryOptions({
    queryKey: newsKeys.page(page, tag, keyword),
    queryFn: ({ signal }) =>
      get<NewsPage>('/api/news', { signal, params: { page, pageSize: NEWS_PAGE_SIZE, tag: tag || undefined, keyword: keyword || undefined } }),
    placeholderData: keepPreviousData,
  });

export const latestNewsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.latest(), queryFn: ({ signal }) => get<NewsListItem[]>('/api/news/latest', { signal }) });

export const newsTagsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.tags(), queryFn: ({ signal }) => get<NewsTag[]>('/api/news/tags', { signal }) });

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.item(id), queryFn: ({ signal }) => get<NewsItem>(`/api/news/${encodeURIComponent(id)}`, { signal }) });

export const useNewsPage = (page: number, tag: string) => useQuery(newsPageQueryOptions(page, tag));
export const useLatestNews = () => useQuery(latestNewsQueryOptions());
export const useNewsTags = () => useQuery(newsTagsQueryOptions());
export const useNewsItem = (id: string) => useQuery(newsItemQueryOptions(id));

// ---- staff (网站运营) ----

export const adminArticlesQueryOptions = (kind: ArticleKind | '', status: ArticleStatus | '', page: number) =>
  queryOptions({
    queryKey: newsKeys.adminPage(kind, status, page),
    queryFn: ({ signal }) =>
      get<ArticleAdminPage>('/api/news/admin/list', { signal, params: { page, pageSize: 20, kind: kind || undefined, status: status || undefined } }),
    placeholderData: keepPreviousData,
  });

export const adminArticleQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.adminItem(id), queryFn: ({ signal }) => get<ArticleAdmin>(`/api/news/admin/${id}`, { signal }) });

/** Every write refreshes the staff list and the public lists (and the guides of a school). */
function useArticleMutation<V>(fn: (vars: V) => Promise<ArticleAdmin | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: newsKeys.admin }),
        client.invalidateQueries({ queryKey: newsKeys.all }),
        client.invalidateQueries({ queryKey: ['guides'] }),
        client.invalidateQueries({ queryKey: ['search'] }),
      ]),
  });
}

export const useSaveArticle = () =>
  useArticleMutation(({ id, input }: { id: string | null; input: ArticleInput }) =>
    id ? put<ArticleAdmin>(`/api/news/admin/${id}`, input) : post<ArticleAdmin>('/api/news/admin', input),
  );
export const useSetPublished = () =>
  useArticleMutation(({ id, published }: { id: string; published: boolean }) =>
    post<ArticleAdmin>(`/api/news/admin/${id}/${published ? 'publish' : 'unpublish'}`),
  );
export const useDeleteArticle = () => useArticleMutation((id: string) => del<null>(`/api/news/admin/${id}`));
