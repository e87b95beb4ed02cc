import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** Runs a named statement with text parameters; resolves to its rows, every field as PostgreSQL's text. */
export type PreparedStatement = (values: readonly string[]) => Promise<(string | null)[][]>;

/** Every field as the server sent it: the caller reads the text itself, the same on both drivers. */
const textTypes = { getTypeParser: () => (value: string) => value };

/**
 * A server-side prepared statement on PostgreSQL: node-postgres parses `text` once per pooled
 * connection under `name`, then only binds and executes it.
 */
export function preparePostgres(pool: pg.Pool, name: string, text: string): PreparedStatement {
  return async (values) => {
    const result = await pool.query<(string | null)[]>({
      name,
      text,
      values: [...values],
      rowMode: "array",
      types: textTypes,
    });
    return result.rows;
  };
}

/**
 * The same on PGlite. Its `query()` parses, plans and describes the statement for every call, in
 * six round trips through the WebAssembly backend; a statement parsed once under `name` then needs
 * one (bind, execute, sync), about a third of the time for the goal list (decision 039). The
 * protocol calls take neither of PGlite's locks by themselves: they take both, as `query()` does,
 * so they never run between another caller's statements or inside its open transaction.
 */
export function preparePglite(client: PGlite, name: string, text: string): PreparedStatement {
  let parsed = false;
  return (values) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!parsed) {
          await client.execProtocol(Buffer.concat([parseMessage(name, text), syncMessage]));
          parsed = true;
        }
        const { messages } = await client.execProtocol(Buffer.concat([bindMessage(name, values), executeAndSync]));
        const rows: (string | null)[][] = [];
        for (const message of messages) {
          if (message.name === "dataRow") rows.push((message as unknown as { fields: (string | null)[] }).fields);
        }
        return rows;
      }),
    );
}

// Frontend messages of PostgreSQL's extended query protocol (protocol-message-formats.html), text
// format throughout: a type byte, a 32-bit length that counts itself, then the body.
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

const cString = (value: string) => Buffer.from(`${value}\0`, "utf8");
const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);

/** Parse: the statement's name and text; parameter types are inferred. */
const parseMessage = (name: string, text: string) =>
  message("P", Buffer.concat([cString(name), cString(text), int16(0)]));

/** Bind to the unnamed portal: text parameters, text results. Built for every call, so in one buffer. */
function bindMessage(name: string, values: readonly string[]): Buffer {
  const lengths = values.map((value) => Buffer.byteLength(value));
  const nameLength = Buffer.byteLength(name);
  const size = 1 + 4 + 1 + nameLength + 1 + 2 + 2 + lengths.reduce((n, l) => n + 4 + l, 0) + 2;
  const out = Buffer.alloc(size);
  let at = out.write("B", 0, "latin1");
  at = out.writeInt32BE(size - 1, at);
  at += 1; // the unnamed portal: an empty string, its terminating zero already there
  at += out.write(name, at, "utf8") + 1;
  at = out.writeInt16BE(0, at); // every parameter in text
  at = out.writeInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = out.writeInt32BE(lengths[i]!, at);
    at += out.write(value, at, "utf8");
  });
  out.writeInt16BE(0, at); // every result column in text
  return out;
}

/** Execute the unnamed portal, all rows; then Sync, which ends the statement (and any error). */
const executeAndSync = Buffer.concat([message("E", Buffer.from([0, 0, 0, 0, 0])), message("S", Buffer.alloc(0))]);
const syncMessage = message("S", Buffer.alloc(0));

/**
 * An instant column as `Date.prototype.toISOString` writes it (UTC, milliseconds truncated, as the
 * drivers' Date was): a prepared read gives what drizzle's rows gave, on both drivers.
 */
export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
