declare module 'virtual:client-assets' {
  export const clientAssets: import('./client-asset-manifest.ts').ClientAssetManifest
}
