// The types of discord-sdk.js (the SDK's `DiscordSDK`, bundled by sdk-build.mjs), for the
// page's type check.
export { DiscordSDK } from '@discord/embedded-app-sdk';
