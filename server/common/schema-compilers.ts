import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Ajv's pooled compiler really is at run time: Fastify hands it the route definition. */
type RouteValidatorCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>;

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
const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = ajvPool(externalSchemas, options) as unknown as RouteValidatorCompiler;
  const prefix = `validator:${JSON.stringify(externalSchemas)}:${JSON.stringify(options?.customOptions)}`;
  const cached: RouteValidatorCompiler = (route) => memo(prefix, route.schema, () => compile(route));
  return cached as unknown as ReturnType<BuildCompilerFromPool>;
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const prefix = `serializer:${JSON.stringify(externalSchemas)}:${JSON.stringify(options)}`;
  return (route) => memo(prefix, route.schema, () => compile(route));
};

export const sharedCompilers: CompilersFactory = { buildValidator, buildSerializer };
