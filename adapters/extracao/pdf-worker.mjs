// Runs in a worker thread (plain JS: it must load the same way under tsx, vitest and node): one PDF's text layer.
import { parentPort, workerData } from 'node:worker_threads'

// pdf.js inflates streams into typed arrays, which live outside the V8 heap that resourceLimits caps: a compression
// bomb grew the process to 1.5 GB that way. So every typed array or buffer made in this thread counts against a
// budget (allocations summed, never given back: a text layer needs little), and past it the thread says so and stops.
const limite = workerData.memoriaExternaMb * 1024 * 1024
let gasto = 0
const gastar = (bytes) => {
  gasto += bytes
  if (gasto <= limite) return
  parentPort.postMessage({ excedeu: true })
  throw new RangeError('limite de memória da extração')
}
const ArrayBufferOriginal = ArrayBuffer
const TIPOS = ['ArrayBuffer', 'Uint8Array', 'Uint8ClampedArray', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']
for (const nome of TIPOS) {
  const Original = globalThis[nome]
  const tamanho = Original.BYTES_PER_ELEMENT ?? 1
  globalThis[nome] = class extends Original {
    // Arrays made before the patch or by Node itself are still instances.
    static [Symbol.hasInstance](x) {
      return x instanceof Original
    }
    constructor(...a) {
      const x = a[0]
      if (typeof x === 'number') gastar(x * tamanho)
      else if (x !== null && typeof x === 'object' && !(x instanceof ArrayBufferOriginal) && typeof x.length === 'number') gastar(x.length * tamanho)
      super(...a)
    }
  }
}

// Loaded after the patch, so pdf.js allocates through it.
const { extractText } = await import('unpdf')
try {
  const { text } = await extractText(new Uint8Array(workerData.bytes), { mergePages: true })
  parentPort.postMessage({ texto: Array.isArray(text) ? text.join('\n') : String(text ?? ''), gasto })
} catch (e) {
  parentPort.postMessage(gasto > limite ? { excedeu: true } : { erro: String(e && e.message ? e.message : e) })
}
