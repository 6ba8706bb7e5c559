import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite; both read as a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
