import { randomUUID } from 'node:crypto';
import { EntitySchema, OptionalProps, type Ref } from '@mikro-orm/core';
import type { Sources } from '../../../common/quote.js';
import type { Prompt } from './prompt.entity.js';

/** The markdown answer to a prompt, with the quotes that back it. */
export class Response {
  [OptionalProps]?: 'id' | 'createdAt' | 'sources';
  id: string = randomUUID();
  prompt!: Ref<Prompt>;
  fullResponse!: string;
  sources: Sources = { quotes: [] };
  createdAt = new Date();
}

export const ResponseSchema = new EntitySchema<Response>({
  class: Response,
  tableName: 'responses',
  properties: {
    id: { type: 'uuid', primary: true },
    prompt: { kind: '1:1', entity: 'Prompt', owner: true, ref: true, unique: true, deleteRule: 'cascade', updateRule: 'cascade' },
    fullResponse: { type: 'text' },
    sources: { type: 'json' },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
