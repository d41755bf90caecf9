import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { above, s, space } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { TextAreaField, TextField } from '../../../ui/Field';
import { emptyQuoteRow, type QuoteRow, type QuoteRowErrors } from './prompt-edit';

type RowErrors = (QuoteRowErrors | undefined)[];
type EditableField = 'text' | 'episode' | 'guest' | 'timestamp';

const NONE: ReadonlySet<string> = new Set();

/**
 * The source quotes of an answer: one group of fields per quote, with add and remove.
 * The whole list is one form field ('quotes'), changed as a whole, so removing a row
 * never leaves another row's values behind (per-index fields would, without array mutators).
 */
export function QuoteRows() {
  const { input, meta } = useField<QuoteRow[]>('quotes', {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true, modifiedSinceLastSubmit: true },
  });
  const rows = input.value || [];
  const invalid = (meta.submitFailed && Array.isArray(meta.error) ? meta.error : []) as RowErrors;
  // The server's (an episode there is not) show until the quotes change, as a field's do (visibleError).
  const refused = (!meta.dirtySinceLastSubmit && Array.isArray(meta.submitError) ? meta.submitError : []) as RowErrors;
  // A quote added after a refused save keeps quiet about a field until the admin types in it
  // or tries to save again (the refused save's submitFailed would otherwise show them at once).
  // A save attempt shows as this field's modifiedSinceLastSubmit going back to false (only the
  // list's own changes set it again): from then on, the quiet fields of before it no longer count.
  const [quiet, setQuiet] = useState<ReadonlySet<string>>(() => new Set());
  const stillQuiet = meta.modifiedSinceLastSubmit ? quiet : NONE;
  const errorOf = (i: number, field: keyof QuoteRowErrors) => {
    const key = rows[i]?.key;
    const rule = key !== undefined && stillQuiet.has(`${key}.${field}`) ? undefined : invalid[i]?.[field];
    return rule ?? refused[i]?.[field];
  };
  /**
   * Changes the list and replaces the quiet fields with `nextQuiet`, built from stillQuiet: the
   * change sets modifiedSinceLastSubmit again, which would otherwise revive those of before a save.
   */
  const change = (next: QuoteRow[], nextQuiet: ReadonlySet<string>) => {
    setQuiet(nextQuiet);
    input.onChange(next);
  };
  const update = (key: string, field: EditableField, value: string) => {
    const next = rows.map((row) => (row.key === key ? { ...row, [field]: value, ...(field === 'timestamp' ? { estimated: false } : {}) } : row));
    change(next, new Set([...stillQuiet].filter((name) => name !== `${key}.${field}`)));
  };
  // Keyboard focus follows the list: into a quote just added; after a removal, to the next
  // quote's Remove (else the one before, else Add quote), never back to the page.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    fieldset.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const remove = (key: string) => {
    const at = rows.findIndex((row) => row.key === key);
    const neighbour = rows[at + 1] ?? rows[at - 1];
    const next = rows.filter((row) => row.key !== key);
    change(next, stillQuiet);
    focusNext.current = neighbour ? `[data-quote="${neighbour.key}"] [data-remove]` : '[data-add]';
  };
  const add = () => {
    const row = emptyQuoteRow();
    change([...rows, row], new Set([...stillQuiet, `${row.key}.text`, `${row.key}.episode`, `${row.key}.timestamp`]));
    focusNext.current = `[data-quote="${row.key}"] textarea`;
  };

  return (
    <Fieldset ref={fieldset}>
      <legend>Source quotes</legend>
      {rows.length === 0 && <Empty>No quotes. Add the passages that back the answer.</Empty>}
      <List>
        {rows.map((row, i) => (
          <Item key={row.key} aria-label={`Quote ${i + 1}`} data-quote={row.key}>
            <ItemHead>
              <strong>Quote {i + 1}</strong>
              <Button $variant="ghost" $size="sm" onClick={() => remove(row.key)} aria-label={`Remove quote ${i + 1}`} data-remove>
                Remove
              </Button>
            </ItemHead>
            <TextAreaField label="Quote text" rows={3} value={row.text} error={errorOf(i, 'text')} onChange={(e) => update(row.key, 'text', e.target.value)} />
            <Meta>
              <TextField
                label="Episode"
                inputMode="numeric"
                value={row.episode}
                error={errorOf(i, 'episode')}
                onChange={(e) => update(row.key, 'episode', e.target.value)}
              />
              <TextField label="Guest" value={row.guest} onChange={(e) => update(row.key, 'guest', e.target.value)} />
              <TextField
                label={row.estimated ? 'Timestamp (estimated)' : 'Timestamp'}
                placeholder="00:00"
                value={row.timestamp}
                error={errorOf(i, 'timestamp')}
                onChange={(e) => update(row.key, 'timestamp', e.target.value)}
              />
            </Meta>
          </Item>
        ))}
      </List>
      <div>
        <Button $variant="secondary" $size="sm" onClick={add} data-add>
          Add quote
        </Button>
      </div>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${space('sm')};
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${space('xs')};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space('sm')};
`;

const Item = styled.li`
  display: grid;
  gap: ${space('sm')};
  padding: ${space('sm')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('background')};
`;

const ItemHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Meta = styled.div`
  display: grid;
  gap: ${space('sm')};
  /* A field's error message makes it taller, never its neighbours' inputs. */
  align-items: start;
  ${above('tablet')} {
    grid-template-columns: 7rem minmax(0, 1fr) 8rem;
  }
`;

const Empty = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
