import { aboutStory } from './about-story.ts'
import { blogStories } from './blog-stories.ts'
import { contactStory, contactUsStory, reviewsStory } from './contact-stories.ts'
import { franchisingBlogStory, franchisingProcessStory, franchisingStory, whyPerkinsStory } from './franchising-stories.ts'
import { globalsStory } from './globals-story.ts'
import { homeStory } from './home-story.ts'
import { locationStories } from './location-stories.ts'
import { careersStory, faqStory, giftCardsStory, nutritionStory, twinsStory } from './more-stories.ts'
import { birthdayRewardsStory, howPointsWorkStory, perksStory } from './perks-stories.ts'
import { accessibilityStory, ccpaStory, legalStory, privacyPolicyStory } from './policy-stories.ts'

/** The bundled content, in Storyblok's story format, read by the sync when no Storyblok token is set. */
export const seedStories: unknown[] = [
  globalsStory,
  homeStory,
  aboutStory,
  perksStory,
  birthdayRewardsStory,
  howPointsWorkStory,
  franchisingStory,
  whyPerkinsStory,
  franchisingProcessStory,
  franchisingBlogStory,
  ...blogStories,
  contactUsStory,
  contactStory,
  reviewsStory,
  legalStory,
  privacyPolicyStory,
  accessibilityStory,
  ccpaStory,
  careersStory,
  giftCardsStory,
  faqStory,
  nutritionStory,
  twinsStory,
  ...locationStories,
]
