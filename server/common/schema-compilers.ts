import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;

/**
 * Route schemas are module constants, so validators and response serializers can be compiled once
 * per process instead of once per app instance: tests build hundreds of apps, and compiling them
 * was most of each build. Ajv's pool caches by schema object; serializers are cached here the same
 * way, and only while no shared schemas are registered (we register none).
 */
const buildValidator = AjvCompiler();

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
