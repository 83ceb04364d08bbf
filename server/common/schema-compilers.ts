import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;
type Validate = (route: RouteDefinition) => unknown;

/**
 * Route schemas are module constants, so validators and response serializers can be compiled once
 * per process instead of once per app instance: tests build hundreds of apps, and compiling them
 * was most of each build. Ajv's pool caches by schema object; serializers are cached here the same
 * way, and only while no shared schemas are registered (we register none).
 */
const validatorPool = AjvCompiler();
type AjvOptions = Exclude<Parameters<typeof validatorPool>[1], undefined | { mode: 'JTD' }>;

/**
 * Two Ajv instances, chosen per HTTP part (Fastify hands every schema to the validator factory with
 * its `httpPart`): a JSON body arrives typed, so a value of the wrong type is refused, never coerced
 * (`{"id": true}` must not become user 1); query strings and path parameters are text, so they are
 * parsed into the schema's types (`?page=2`, `/products/3`, a lone `?calendars=Personal` as an array).
 */
const buildValidator = ((externalSchemas: Record<string, unknown>, options: AjvOptions = {}) => {
  const withCoercion = (coerceTypes: false | 'array'): AjvOptions => ({
    ...options,
    customOptions: { ...options.customOptions, coerceTypes },
  });
  const compile = (opts: AjvOptions) => validatorPool(externalSchemas as Parameters<typeof validatorPool>[0], opts) as unknown as Validate;
  const forBody = compile(withCoercion(false));
  const forText = compile(withCoercion('array'));
  return (route: RouteDefinition) => (route.httpPart === 'body' ? forBody(route) : forText(route));
}) as unknown as ValidatorFactory;

const serializers = new WeakMap<object, Serializer>();
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  if (externalSchemas && Object.keys(externalSchemas).length > 0) return build;
  return (route) => {
    const key = route.schema as object;
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = build(route) as Serializer;
      serializers.set(key, serializer);
    }
    return serializer;
  };
};

export const sharedCompilers: CompilersFactory = { buildValidator, buildSerializer };
