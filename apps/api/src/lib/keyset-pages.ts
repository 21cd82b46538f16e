/**
 * Rows of a query read page by page by key (`where key > last order by key limit n`), as one
 * stream: the export's source on both drivers. PGlite has no cursor, and on PostgreSQL a cursor
 * would hold a pool connection and a transaction open for as long as a slow client downloads;
 * each page here is an index range scan that releases its connection at once.
 */
export async function* keysetPages<Row, Key>(
  fetchPage: (after: Key | undefined, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  pageSize = 1000,
): AsyncGenerator<Row> {
  let after: Key | undefined;
  for (;;) {
    const page = await fetchPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = keyOf(page[page.length - 1] as Row);
  }
}
