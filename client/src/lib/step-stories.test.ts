import { describe, expect, it } from 'vitest';
import { pickStory, STEP_STORIES, stepIndexAt } from './step-stories';

describe('step stories', () => {
  it('has five themed lists of 15 distinct steps', () => {
    expect(STEP_STORIES).toHaveLength(5);
    expect(new Set(STEP_STORIES.map((s) => s.theme)).size).toBe(5);
    for (const story of STEP_STORIES) {
      expect(story.steps).toHaveLength(15);
      expect(new Set(story.steps).size).toBe(15);
    }
  });

  it('picks a story from a random number', () => {
    expect(pickStory(() => 0)).toBe(STEP_STORIES[0]);
    expect(pickStory(() => 0.5)).toBe(STEP_STORIES[2]);
    expect(pickStory(() => 0.9999)).toBe(STEP_STORIES[4]);
  });

  it('moves on every 4 seconds and stays on the last step', () => {
    expect(stepIndexAt(0, 15)).toBe(0);
    expect(stepIndexAt(3999, 15)).toBe(0);
    expect(stepIndexAt(4000, 15)).toBe(1);
    expect(stepIndexAt(56_000, 15)).toBe(14);
    expect(stepIndexAt(600_000, 15)).toBe(14);
  });
});
