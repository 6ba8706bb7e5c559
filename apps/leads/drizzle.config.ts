import { defineConfig } from 'drizzle-kit';

// The leads service's own schema (`leads`) and its own migration history (see src/leads-migrations.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/leads-tables.ts',
  out: './drizzle',
  schemaFilter: ['leads'],
});
