#!/usr/bin/env node
// Entry point for `npx rh …`: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api'

register()
await import('./main.ts')
