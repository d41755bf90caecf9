import { splitPassages } from '../../common/passages.js';
import { parseTranscriptBlocks, processTranscript, type TranscriptBlock } from '../../common/transcript.js';
import type { AnswerPassage, AnswerRequest, EpisodeInfo } from '../../server/modules/generation/generation.port.js';
import { contentTerms } from '../../server/modules/generation/content-terms.js';

/**
 * Three small made-up episodes about onboarding (written for these tests), and a tiny
 * keyword retrieval over their passages, to build generator requests without a database.
 */

export const FIXTURE_EPISODES: (EpisodeInfo & { raw: string })[] = [
  {
    number: 101,
    title: 'Onboarding that sticks',
    guest: 'Mara Quill',
    raw: `Dana Host (00:00)
Welcome to the show. Mara, how do you think about onboarding checklists for new users?

Mara Quill (00:20)
Onboarding checklists work when every item is something the user actually wants to finish. We cut our checklist from nine items to four, and activation went up by eighteen percent in a month. The items we removed were the ones that served us, not the user.

Dana Host (01:30)
What did you measure to know the checklist was working?

Mara Quill (01:45)
We watched the share of new accounts that invited a teammate in the first week. That number told us more about retention than any survey. When invites went up, retention at ninety days went up with them.

Dana Host (03:10)
Anything you would not do again?

Mara Quill (03:20)
I would not gate the product behind a long tour again. People skip tours. They learn by doing, so put the first real task on the first screen.`,
  },
  {
    number: 102,
    title: 'Activation for developer tools',
    guest: 'Tobi Renner',
    raw: `Dana Host (00:00)
Tobi, what does onboarding look like for a developer tool?

Tobi Renner (00:15)
For developers the onboarding checklist is the quickstart. If the quickstart works in under five minutes, activation takes care of itself. We rewrote ours three times until a new user could deploy a sample app without reading any other page.

Dana Host (02:00)
How do you know a developer is activated?

Tobi Renner (02:10)
A developer is activated when they deploy something of their own, not our sample. We track the first custom deploy, and teams that reach it in the first week retain about twice as well as teams that do not.`,
  },
  {
    number: 103,
    title: 'Pricing pages',
    guest: 'Ines Okafor',
    raw: `Dana Host (00:00)
Ines, you redesigned pricing pages for years. Where do you start?

Ines Okafor (00:12)
I start with the plan names, because customers read them before they read any number. A plan name should describe who it is for. Then I look at which plan most people pick, and I make that one easy to find.

Dana Host (01:40)
Do you show annual prices first?

Ines Okafor (01:50)
Usually yes, with the monthly price one click away. Annual first raised our share of annual plans by a third without hurting conversion.`,
  },
];

/** Episode number → processed transcript turns. */
export function fixtureTranscripts(): Map<number, TranscriptBlock[]> {
  return new Map(FIXTURE_EPISODES.map((e) => [e.number, parseTranscriptBlocks(processTranscript(e.raw).text)]));
}

export function fixtureEpisodes(): Map<number, EpisodeInfo> {
  return new Map(FIXTURE_EPISODES.map(({ number, title, guest }) => [number, { number, title, guest }]));
}

/** All fixture passages that share a content word with the question, most shared first. */
export function fixtureRequest(question: string, transcripts = fixtureTranscripts()): AnswerRequest {
  const wanted = new Set(contentTerms(question));
  const passages: AnswerPassage[] = [];
  for (const [number, blocks] of transcripts) {
    for (const p of splitPassages(blocks)) {
      const score = contentTerms(p.text).filter((s) => wanted.has(s)).length;
      if (score > 0) {
        passages.push({
          id: '',
          episodeNumber: number,
          speaker: p.speaker,
          timestamp: p.timestamp,
          turnIndex: p.turnIndex,
          ordinal: p.ordinal,
          text: p.text,
          score,
        });
      }
    }
  }
  passages.sort((a, b) => b.score - a.score || a.episodeNumber - b.episodeNumber || a.ordinal - b.ordinal);
  passages.forEach((p, i) => (p.id = `p${i + 1}`));
  return { question, passages, episodes: fixtureEpisodes() };
}
