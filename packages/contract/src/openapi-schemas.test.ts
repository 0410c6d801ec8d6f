import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiSchemas } from './openapi-schemas';

const Point = z.object({ x: z.number(), y: z.number().default(0) }).meta({ id: 'TestPoint' });
const Line = z.object({ from: Point, to: Point });

describe('openApiSchemas', () => {
  it('refers to a schema with an id as a component, its output and input apart', () => {
    const { schemas, components } = openApiSchemas({
      answer: { schema: Line, io: 'output' },
      request: { schema: z.object({ at: Point }), io: 'input' },
    });
    expect(schemas.answer).toMatchObject({ properties: { from: { $ref: '#/components/schemas/TestPoint' } } });
    expect(schemas.request).toMatchObject({ properties: { at: { $ref: '#/components/schemas/TestPointInput' } } });
    expect(components.TestPoint).toMatchObject({ required: ['x', 'y'], additionalProperties: false });
    expect(components.TestPointInput).toMatchObject({ required: ['x'] });
    expect(JSON.stringify({ schemas, components })).not.toMatch(/\$defs|\$schema|\$id/);
  });

  it('answers a reference for a schema with an id, and adds only the components reached', () => {
    const { schemas, components } = openApiSchemas({ point: { schema: Point, io: 'output' } });
    expect(schemas.point).toEqual({ $ref: '#/components/schemas/TestPoint' });
    expect(Object.keys(components)).toEqual(['TestPoint']);
  });

  it('makes a component of a given schema that another one embeds', () => {
    const { schemas, components } = openApiSchemas({
      line: { schema: Line, io: 'output' },
      path: { schema: z.object({ first: Line }), io: 'output' },
    });
    expect(schemas.path).toMatchObject({ properties: { first: { $ref: '#/components/schemas/line' } } });
    expect(components.line).toEqual(schemas.line);
  });

  it('refuses a recursive schema without an id', () => {
    const Tree: z.ZodType = z.object({ children: z.array(z.lazy(() => Tree)) });
    expect(() => openApiSchemas({ tree: { schema: z.object({ root: Tree }), io: 'output' } })).toThrow(/recursive/);
  });
});
