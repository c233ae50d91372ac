import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/js'

// Loaded only by pages served as drafts to the Storyblok visual editor (dynamic import in
// use-preview-content.ts): published visitors never download the bridge.

const listeners = new Map<number, (content: unknown) => void>()

/**
 * Sends the editor's unsaved changes for a story to `onInput` as the editor types. Saving or publishing
 * reloads the page (the SDK's behaviour), which fetches the new draft from the server.
 */
export function connectStoryblokBridge(storyId: number, onInput: (content: unknown) => void): () => void {
  const registered = listeners.has(storyId)
  listeners.set(storyId, onInput)
  if (!registered) {
    // Defines window.storyblokRegisterEvent at once; the bridge itself arrives as its own chunk.
    loadStoryblokBridge().catch((error: unknown) => console.error('The Storyblok bridge failed to load', error))
    registerStoryblokBridge(storyId, (story) => listeners.get(storyId)?.(story.content))
  }
  return () => {
    if (listeners.get(storyId) === onInput) listeners.delete(storyId)
  }
}
