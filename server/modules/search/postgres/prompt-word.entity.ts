import { EntitySchema } from '@mikro-orm/core';

/** A word of some saved question (prompt-search.ts corrects misspelled query words to these). */
export class PromptWord {
  word!: string;
}

export const PromptWordSchema = new EntitySchema<PromptWord>({
  class: PromptWord,
  tableName: 'prompt_words',
  indexes: [
    {
      name: 'prompt_words_word_trgm_index',
      expression: 'create index "prompt_words_word_trgm_index" on "prompt_words" using gin ("word" gin_trgm_ops) with (fastupdate = off)',
    },
  ],
  properties: {
    word: { type: 'text', primary: true },
  },
});
