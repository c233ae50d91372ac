import { globalsStory } from './globals-story.ts'
import { homeStory } from './home-story.ts'

/** The bundled content, in Storyblok's story format, read by the sync when no Storyblok token is set. */
export const seedStories: unknown[] = [globalsStory, homeStory]
