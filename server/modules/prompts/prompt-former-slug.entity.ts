import { EntitySchema, type Ref } from '@mikro-orm/core';
import type { Prompt } from './prompt.entity.js';

/**
 * An address a saved answer had before an administrator changed its slug (or its text, with
 * an automatic slug): links shared under it keep opening the answer, at its new address.
 * A slug a prompt holds now always wins over a former one (PromptsService.findBySlug).
 * Goes with its prompt.
 */
export class PromptFormerSlug {
  slug!: string;
  prompt!: Ref<Prompt>;
}

export const PromptFormerSlugSchema = new EntitySchema<PromptFormerSlug>({
  class: PromptFormerSlug,
  tableName: 'prompt_former_slugs',
  properties: {
    slug: { type: 'string', length: 200, primary: true },
    prompt: { kind: 'm:1', entity: 'Prompt', ref: true, deleteRule: 'cascade', index: true },
  },
});
