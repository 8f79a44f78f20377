/**
 * The PostgreSQL ceiling of the bench: a bare `node:http` server answering GET /api/products/:id
 * with the shop's very query (built by the same Drizzle code) run as a named prepared statement
 * on a `pg` pool of the shop's size, mapped to the same DTO and serialised with JSON.stringify,
 * sent with the response headers the shop sends for it (recorded by the bench: the security
 * headers and Cache-Control are part of the answer, not of the framework's cost), as the
 * hot-path ceiling sends the same bytes.
 *   node --import tsx raw-pg-server.ts <database-url> <port> [<headers as JSON>]
 */
import http from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { products } from '../../src/db/schema.ts';
import { productColumns, toProductDto, type ProductRow } from '../../src/modules/catalog/index.ts';

const [databaseUrl, port, headersJson] = process.argv.slice(2);
const headers = {
  ...(JSON.parse(headersJson ?? '{}') as Record<string, string>),
  'content-type': 'application/json; charset=utf-8',
};
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const query = drizzle({ client: pool })
  .select(productColumns)
  .from(products)
  .where(and(eq(products.id, '00000000-0000-0000-0000-000000000000'), isNull(products.deletedAt)))
  .limit(1)
  .toSQL();
const PREFIX = '/api/products/';
const COLUMNS = Object.keys(productColumns);

http
  .createServer(async (req, res) => {
    const id = req.url?.startsWith(PREFIX) ? req.url.slice(PREFIX.length) : '';
    const result = await pool.query<unknown[]>({
      name: 'bench_product_by_id',
      text: query.sql,
      values: [id, ...query.params.slice(1)],
      rowMode: 'array',
    });
    const values = result.rows[0];
    // Columns come in the order of productColumns, as Drizzle maps them.
    const row = values && (Object.fromEntries(COLUMNS.map((c, i) => [c, values[i]])) as ProductRow);
    if (!row) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(toProductDto(row));
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
