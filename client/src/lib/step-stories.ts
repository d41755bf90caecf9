import { STEP_ROTATION_MS } from '@common/limits';

/** A themed list of loading steps: the loading screen shows one step every 4 seconds. */
export interface StepStory {
  theme: string;
  steps: readonly string[];
}

/** SPEC §4, §9: five themed lists of 15 steps; one is picked at random per question. */
export const STEP_STORIES: readonly StepStory[] = [
  {
    theme: 'The research desk',
    steps: [
      'Reading your question carefully…',
      'Pulling the episode archive off the shelf…',
      'Scanning episode transcripts…',
      'Highlighting passages that mention your topic…',
      'Cross-checking what different guests said…',
      'Setting aside off-topic tangents…',
      'Ranking the most relevant moments…',
      'Copying the best quotes word for word…',
      'Checking every quote against its transcript…',
      'Noting episode numbers and timestamps…',
      'Sketching the outline of the answer…',
      'Writing the key takeaways…',
      'Drafting the full answer…',
      'Linking each quote to its episode…',
      'Final proofread before it goes to you…',
    ],
  },
  {
    theme: 'In the studio',
    steps: [
      'Putting on the headphones…',
      'Cueing up the episode archive…',
      'Fast-forwarding through the intros…',
      'Listening for the moments that matter…',
      'Rewinding to catch the exact words…',
      'Marking timestamps on the tape…',
      'Comparing takes from different guests…',
      'Cutting the filler and the sponsor reads…',
      'Splicing the best clips together…',
      'Balancing the levels between episodes…',
      'Writing the show notes for your question…',
      'Recording the key takeaways…',
      'Mixing the final answer…',
      'Adding the links to every clip…',
      'Mastering the final cut…',
    ],
  },
  {
    theme: 'The expedition',
    steps: [
      'Plotting a course through the archive…',
      'Packing the transcripts for the journey…',
      'Surveying every episode on the map…',
      'Following the trail of your topic…',
      'Crossing from one guest’s story to the next…',
      'Collecting field notes from the operators…',
      'Marking the spots where the answers are…',
      'Checking our bearings against the transcripts…',
      'Gathering the quotes worth bringing home…',
      'Logging the coordinates: episode and timestamp…',
      'Climbing to a viewpoint to see the big picture…',
      'Writing up the key takeaways…',
      'Drawing the map of the full answer…',
      'Signposting the way back to each episode…',
      'Almost at the summit…',
    ],
  },
  {
    theme: 'The growth experiment',
    steps: [
      'Framing your question as a hypothesis…',
      'Defining what a good answer looks like…',
      'Sampling every episode in the archive…',
      'Segmenting the conversations by topic…',
      'Measuring how relevant each passage is…',
      'Filtering out the noise…',
      'Looking for patterns across guests…',
      'Checking for results that disagree…',
      'Validating each quote against the source…',
      'Attributing every insight to its episode…',
      'Summarising the findings…',
      'Writing the key takeaways…',
      'Drafting the write-up…',
      'Peer-reviewing the conclusions…',
      'Shipping the results to you…',
    ],
  },
  {
    theme: 'The editor’s desk',
    steps: [
      'Opening a fresh draft for your question…',
      'Briefing the research team…',
      'Going through the episode transcripts…',
      'Interviewing the archive, guest by guest…',
      'Collecting the sharpest quotes…',
      'Fact-checking quotes against the transcripts…',
      'Adding timestamps to every citation…',
      'Choosing the angle for the answer…',
      'Writing the headline takeaways…',
      'Filling in the details and examples…',
      'Trimming anything that repeats…',
      'Making sure each guest gets credit…',
      'Laying out the page…',
      'Adding links to listen and read along…',
      'Sending it to press…',
    ],
  },
];

/** One of the stories, at random. */
export function pickStory(random: () => number = Math.random): StepStory {
  const index = Math.min(STEP_STORIES.length - 1, Math.floor(random() * STEP_STORIES.length));
  return STEP_STORIES[index]!;
}

/** The step to show after `elapsedMs`: a new one every 4 seconds, then the last one stays. */
export function stepIndexAt(elapsedMs: number, stepCount: number): number {
  return Math.max(0, Math.min(stepCount - 1, Math.floor(elapsedMs / STEP_ROTATION_MS)));
}
