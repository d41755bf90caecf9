import { EntitySchema, OptionalProps, type Ref } from '@mikro-orm/core';
import type { Prompt } from './prompt.entity.js';

/**
 * The last day (UTC) a visitor address counted a view of a saved answer: an answer's view
 * count grows by at most one per address a day. Written in SQL by PromptsService.countView;
 * declared here so that the ORM knows the table the migrations create
 * (Migration20261124210000_prompt_views) and a schema diff neither drops nor changes it.
 */
export class PromptView {
  [OptionalProps]?: 'date';
  prompt!: Ref<Prompt>;
  ipAddress!: string;
  date!: string;
}

export const PromptViewSchema = new EntitySchema<PromptView>({
  class: PromptView,
  tableName: 'prompt_views',
  properties: {
    // The migration declares the key inline (`references "prompts" ("id") on delete cascade`),
    // so PostgreSQL named it and its update rule is the default, no action.
    prompt: {
      kind: 'm:1',
      entity: 'Prompt',
      ref: true,
      primary: true,
      deleteRule: 'cascade',
      updateRule: 'no action',
      foreignKeyName: 'prompt_views_prompt_id_fkey',
    },
    ipAddress: { type: 'string', length: 64, primary: true },
    date: { type: 'date', defaultRaw: 'current_date' },
  },
});
