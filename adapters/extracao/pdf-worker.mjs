// Runs in a worker thread (plain JS: it must load the same way under tsx, vitest and node): one PDF's text layer.
import { parentPort, workerData } from 'node:worker_threads'
import { extractText } from 'unpdf'

try {
  const { text } = await extractText(new Uint8Array(workerData.bytes), { mergePages: true })
  parentPort.postMessage({ texto: Array.isArray(text) ? text.join('\n') : String(text ?? '') })
} catch (e) {
  parentPort.postMessage({ erro: String(e && e.message ? e.message : e) })
}
