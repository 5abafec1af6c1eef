import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const CarSchema = z.object({
  id: z.string(),
  images: z.array(z.string().regex(/^\/media\/.{1,10}$/)),
  owner: z.object({ name: z.string() }),
});
/** What a handler hands over: one image the schema refuses, and fields it does not declare. */
const stored = {
  id: 'car-1',
  images: ['/media/a-name-longer-than-the-schema-allows.svg'],
  owner: { name: 'Inès', passwordHash: 'argon2id$…' },
  version: 7,
};

async function appWithMismatchingAnswers() {
  const app = Fastify({ logger: { level: 'silent' } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(app.log));
  app.post('/cars', { schema: { response: { 201: CarSchema } } }, async (_request, reply) =>
    reply.status(201).send(stored as never),
  );
  app.get('/cars/1', { schema: { response: { 200: CarSchema } } }, async () => stored as never);
  app.get('/cars/2', { schema: { response: { 200: CarSchema } } }, async () => ({
    id: 'car-2',
    images: ['/media/ok.svg'],
    owner: { name: 'Léa', passwordHash: 'secret' },
  }));
  await app.ready();
  return app;
}

describe('answers that do not match their response schema', () => {
  it('keep a done write done: the status stays, with only the declared fields', async () => {
    const app = await appWithMismatchingAnswers();
    const response = await app.inject({ method: 'POST', url: '/cars' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: 'car-1',
      images: ['/media/a-name-longer-than-the-schema-allows.svg'],
      owner: { name: 'Inès' },
    });
    await app.close();
  });

  it('are still a 500 on a read, and a matching answer still drops what its schema does not declare', async () => {
    const app = await appWithMismatchingAnswers();
    expect((await app.inject({ url: '/cars/1' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/cars/2' })).json()).toEqual({
      id: 'car-2',
      images: ['/media/ok.svg'],
      owner: { name: 'Léa' },
    });
    await app.close();
  });
});
