import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROMPT_FORM_MESSAGES } from './prompt-edit';
import { PromptTextForm } from './PromptTextForm';
import { promptFixture, renderWithRefusedSave } from './refused-save.test-support';

/** Renders the form with a server that refuses the save with `message` on `field`. */
const renderRefusedForm = (field: 'text' | 'slug', message: string) =>
  renderWithRefusedSave(<PromptTextForm prompt={promptFixture()} onDone={() => undefined} />, { message, code: 'CONFLICT', fields: { [field]: message } });

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('PromptTextForm', () => {
  afterEach(cleanup);

  it("shows the server's refusal of a text another prompt asks on the text field", async () => {
    const taken = 'Another prompt already asks this question.';
    renderRefusedForm('text', taken);
    fireEvent.change(screen.getByLabelText('Prompt text'), { target: { value: 'Should you A/B test your prices?' } });
    save();

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByLabelText('Prompt text').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('false');
  });

  it("a slug refused by the server, then changed to one the rules refuse and saved again, shows the rules' message, not the server's", async () => {
    const taken = 'That slug is already used by another prompt.';
    renderRefusedForm('slug', taken);
    const slug = screen.getByLabelText('Slug');
    fireEvent.change(slug, { target: { value: 'should-you-a-b-test-your-prices' } });
    save();
    expect(await screen.findByText(taken)).toBeTruthy();

    fireEvent.change(slug, { target: { value: 'Bad Slug!' } });
    save();
    expect(await screen.findByText(PROMPT_FORM_MESSAGES.slug)).toBeTruthy();
    expect(screen.queryByText(taken)).toBeNull();
  });

  it('keeps Save changes looking pressable while a field breaks a rule, and pressing it names the rule', async () => {
    renderRefusedForm('slug', 'unused');
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'Bad Slug!' } });
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    save();
    expect(await screen.findByText(PROMPT_FORM_MESSAGES.slug)).toBeTruthy();
  });
});
