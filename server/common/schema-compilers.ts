import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Ajv's pooled compiler really is at run time: Fastify hands it the route definition. */
type RouteValidatorCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>;
type AjvOptions = Exclude<Parameters<BuildCompilerFromPool>[1], undefined | { mode: 'JTD' }>;

/**
 * Validators and response serializers compiled once per process, keyed by the schema's JSON text
 * and the compiler's options. Route plugins declare many schemas inline, so every app build brings
 * new objects with the same content: an identity cache (Ajv's own) misses them all, and tests build
 * hundreds of apps. A compiled validator or serializer is a pure function of its schema and options.
 */
const compiled = new Map<string, unknown>();

function memo<F>(prefix: string, schema: unknown, compile: () => F): F {
  const key = `${prefix}\u0000${JSON.stringify(schema)}`;
  let fn = compiled.get(key) as F | undefined;
  if (fn === undefined) {
    fn = compile();
    compiled.set(key, fn);
  }
  return fn;
}

const ajvPool = AjvCompiler();

/**
 * Two Ajv instances, chosen per HTTP part (Fastify hands every schema to the validator factory with
 * its `httpPart`): a JSON body arrives typed, so a value of the wrong type is refused, never coerced
 * (`{"id": true}` must not become user 1); query strings and path parameters are text, so they are
 * parsed into the schema's types (`?page=2`, `/products/3`, a lone `?calendars=Personal` as an array).
 */
const buildValidator: BuildCompilerFromPool = (externalSchemas, options = {}) => {
  const ajvOptions = options as AjvOptions;
  const compilerFor = (coerceTypes: false | 'array') => {
    const customOptions = { ...ajvOptions.customOptions, coerceTypes };
    const compile = ajvPool(externalSchemas, { ...ajvOptions, customOptions }) as unknown as RouteValidatorCompiler;
    const prefix = `validator:${JSON.stringify(externalSchemas)}:${JSON.stringify(customOptions)}`;
    return (route: RouteDefinition) => memo(prefix, route.schema, () => compile(route));
  };
  const forBody = compilerFor(false);
  const forText = compilerFor('array');
  const validator: RouteValidatorCompiler = (route) => (route.httpPart === 'body' ? forBody(route) : forText(route));
  return validator as unknown as ReturnType<BuildCompilerFromPool>;
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const prefix = `serializer:${JSON.stringify(externalSchemas)}:${JSON.stringify(options)}`;
  return (route) => memo(prefix, route.schema, () => compile(route));
};

export const sharedCompilers: CompilersFactory = { buildValidator, buildSerializer };
