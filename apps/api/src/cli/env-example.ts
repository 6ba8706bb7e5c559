import { z } from 'zod';
import { apiPath } from '../platform/api-package-root.ts';
import { envSchema } from '../platform/config.ts';

/** The repository root's `.env.example`. */
export const envExamplePath = apiPath('..', '..', '.env.example');

/** What config.ts says about one variable: its meta, and the JSON Schema of what it accepts. */
interface VariableSchema {
  description?: string;
  defaultText?: string;
  requiredWhen?: string;
  default?: unknown;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

export interface EnvVariable {
  name: string;
  description: string;
  /** The default as the server applies it, or a description of a computed one; undefined: none. */
  defaultValue: string | undefined;
  /** The schema's own default, a value that can be written as is (not one computed from other variables). */
  literalDefault: string | undefined;
  /** Whether the server refuses to start without it, always or under a condition. */
  required: 'yes' | 'no' | `with ${string}`;
  accepts: string | undefined;
}

/** Every variable of the config schema, in its order, described from the schema itself. */
export function describeEnvVariables(): EnvVariable[] {
  const jsonSchema = z.toJSONSchema(envSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, VariableSchema>;
    required?: string[];
  };
  return Object.keys(envSchema.shape).map((name) => {
    const variable = jsonSchema.properties[name];
    if (!variable?.description) throw new Error(`${name} has no description in envSchema (apps/api/src/platform/config.ts)`);
    let accepts: string | undefined;
    if (variable.enum) accepts = `one of ${variable.enum.join(', ')}`;
    else if (variable.type === 'integer') accepts = `a whole number from ${variable.minimum} to ${variable.maximum}`;
    const requiredWhen = variable.requiredWhen?.replace(/^with /, '');
    return {
      name,
      description: variable.description,
      defaultValue: variable.default !== undefined ? String(variable.default) : variable.defaultText,
      literalDefault: variable.default !== undefined ? String(variable.default) : undefined,
      required: jsonSchema.required?.includes(name) ? 'yes' : requiredWhen ? `with ${requiredWhen}` : 'no',
      accepts,
    };
  });
}

/** A value as .env files (dotenv, `node --env-file`) read it: quoted when it holds a space or a #. */
const quoted = (value: string) => (/[\s#"']/.test(value) ? `"${value}"` : value);

/** The text of `.env.example`: every variable commented out at its default, so a copy changes nothing until edited. */
export function renderEnvExample(variables = describeEnvVariables()): string {
  const header = [
    '# Environment variables of the exchange back office (the API reads them at start and refuses bad values).',
    '# Generated from apps/api/src/platform/config.ts by `npm run env-example -w apps/api`: do not edit by hand.',
    '# Nothing is required for the embedded mode (`npm start`); set DATABASE_URL, TOTP_ENCRYPTION_KEY and VIEW_AS_SIGNING_KEY for PostgreSQL.',
    '# Empty values count as unset.',
  ];
  const blocks = variables.map((v) => {
    const lines = [`# ${v.name}: ${v.description}.`];
    const facts = [
      v.required === 'yes' ? 'Required' : v.required === 'no' ? 'Optional' : `Required ${v.required}`,
      v.defaultValue === undefined ? 'no default' : `default: ${v.defaultValue === '' ? '(empty)' : v.defaultValue}`,
      ...(v.accepts ? [v.accepts] : []),
    ];
    lines.push(`# ${facts.join('; ')}.`);
    lines.push(`#${v.name}=${v.literalDefault === undefined ? '' : quoted(v.literalDefault)}`);
    return lines.join('\n');
  });
  return `${header.join('\n')}\n\n${blocks.join('\n\n')}\n`;
}
