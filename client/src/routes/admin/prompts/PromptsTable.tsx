import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { s } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';
import { DeleteButton } from '../components/DeleteButton';
import { ResponsiveTable, RowActions } from '../components/ResponsiveTable';
import { Switch } from '../components/Switch';

export interface PromptListItem {
  id: string;
  text: string;
  slug: string;
  isPublished: boolean;
  viewCount: number;
  createdAt: string;
  episodeNumber?: number | null;
}

export type EditMode = 'text' | 'response';

interface PromptsTableProps {
  prompts: PromptListItem[];
  /** The prompt whose publish state is being saved. */
  togglingId: string | null;
  /** The prompt being loaded for editing. */
  loadingId: string | null;
  onTogglePublished: (prompt: PromptListItem, next: boolean) => void;
  onEdit: (prompt: PromptListItem, mode: EditMode) => void;
  onDelete: (prompt: PromptListItem) => void;
}

const askedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Every prompt with its publish switch, the two edit modes and delete. */
export function PromptsTable({ prompts, togglingId, loadingId, onTogglePublished, onEdit, onDelete }: PromptsTableProps) {
  return (
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">Prompt</th>
          <th scope="col">Views</th>
          <th scope="col">Published</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {prompts.map((prompt) => (
          <tr key={prompt.id} data-testid="prompt-row">
            <td>
              <PromptText>{prompt.text}</PromptText>
              <Meta>
                <Link to={paths.answer(prompt.slug)} aria-label={`Open the answer to: ${prompt.text}`}>
                  /answer/{prompt.slug}
                </Link>
                <span>
                  {askedOn(prompt.createdAt)}
                  {prompt.episodeNumber ? ` · Episode #${prompt.episodeNumber}` : ''}
                </span>
              </Meta>
            </td>
            <Views data-label="Views">{prompt.viewCount.toLocaleString('en-US')}</Views>
            <td data-label="Published">
              <Switch
                checked={prompt.isPublished}
                disabled={togglingId === prompt.id}
                label={`Published: ${prompt.text}`}
                onChange={(next) => onTogglePublished(prompt, next)}
              />
            </td>
            <td>
              <RowActions>
                <Button
                  $variant="secondary"
                  $size="sm"
                  onClick={() => onEdit(prompt, 'text')}
                  disabled={loadingId === prompt.id}
                  aria-label={`Edit text: ${prompt.text}`}
                >
                  Edit text
                </Button>
                <Button
                  $variant="secondary"
                  $size="sm"
                  onClick={() => onEdit(prompt, 'response')}
                  disabled={loadingId === prompt.id}
                  aria-label={`Edit answer: ${prompt.text}`}
                >
                  Edit answer
                </Button>
                <DeleteButton onClick={() => onDelete(prompt)} aria-label={`Delete prompt: ${prompt.text}`}>
                  Delete
                </DeleteButton>
              </RowActions>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

const PromptText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  margin-top: 2px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${s('textTertiary')};
  font-size: ${({ theme }) => theme.fontSize.xs};
  a {
    color: ${s('textSecondary')};
    overflow-wrap: anywhere;
  }
`;

const Views = styled.td`
  font-variant-numeric: tabular-nums;
`;
