/** Server state of 原始书籍: the cover list and one book's pages (spec §7 Books). */
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { BOOK_COVER_PAGE_SIZE, BOOK_TREE_PAGE_SIZE, type Book, type BookPageSearch, type Page } from '@zhiyuan/domain';
import { post } from '../../lib/http';

export interface BookFilter {
  province?: string | undefined;
  subject?: string | undefined;
  year?: number | undefined;
}

export interface BookPageFilter {
  school?: string | undefined;
  major?: string | undefined;
  subject?: string | undefined;
  batch?: string | undefined;
}

export const bookKeys = {
  all: ['books'] as const,
  list: (filter: BookFilter, page: number) => [...bookKeys.all, 'list', filter, page] as const,
  pages: (bookId: string | undefined, filter: BookPageFilter) => [...bookKeys.all, 'pages', bookId ?? null, filter] as const,
};

export const bookListQueryOptions = (filter: BookFilter, page: number) =>
  queryOptions({
    queryKey: bookKeys.list(filter, page),
    queryFn: ({ signal }) => post<Page<Book>>(`/api/school-batch-books/list?page=${page}&pageSize=${BOOK_COVER_PAGE_SIZE}`, filter, { signal }),
    placeholderData: keepPreviousData,
  });

export const bookPagesQueryOptions = (bookId: string | undefined, filter: BookPageFilter) =>
  queryOptions({
    queryKey: bookKeys.pages(bookId, filter),
    queryFn:
      bookId === undefined
        ? skipToken
        : ({ signal }) => post<BookPageSearch>(`/api/school-batch-books/page/search?page=1&pageSize=${BOOK_TREE_PAGE_SIZE}`, { ...filter, schoolBatchBookId: bookId }, { signal }),
  });
