import { createHash } from 'node:crypto'
import { once } from 'node:events'
import type { Writable } from 'node:stream'

/**
 * A minimal POSIX tar (ustar, with a pax header for names over 100 bytes): what a backup is made of, readable by
 * any `tar` (`tar -tzf backup.rh.tar.gz`). Regular files only; written and read as streams.
 */

const BLOCO = 512

const octal = (n: number, largura: number) => n.toString(8).padStart(largura - 1, '0') + '\0'

const cabecalho = (nome: string, tamanho: number, tipo: '0' | 'x', mtime: number) => {
  const b = Buffer.alloc(BLOCO)
  b.write(nome, 0, 100, 'utf8')
  b.write(octal(0o644, 8), 100, 'ascii')
  b.write(octal(0, 8), 108, 'ascii')
  b.write(octal(0, 8), 116, 'ascii')
  b.write(octal(tamanho, 12), 124, 'ascii')
  b.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii')
  b.write('        ', 148, 'ascii')
  b.write(tipo, 156, 'ascii')
  b.write('ustar\u000000', 257, 'ascii')
  let soma = 0
  for (const x of b) soma += x
  b.write(octal(soma, 7) + ' ', 148, 'ascii')
  return b
}

const preenchimento = (tamanho: number) => Buffer.alloc((BLOCO - (tamanho % BLOCO)) % BLOCO)

/** A pax record `"<len> path=<nome>\n"`, its length counting itself. */
const registroPax = (chave: string, valor: string) => {
  const corpo = ` ${chave}=${valor}\n`
  let n = Buffer.byteLength(corpo) + 1
  while (String(n).length + Buffer.byteLength(corpo) !== n) n = String(n).length + Buffer.byteLength(corpo)
  return Buffer.from(`${n}${corpo}`)
}

/** Writes tar entries to `destino` (respecting back-pressure); `fim()` writes the two closing blocks. */
export const escritorTar = (destino: Writable) => {
  const escrever = async (b: Buffer) => {
    if (!destino.write(b)) await once(destino, 'drain')
  }
  const iniciar = async (nome: string, tamanho: number) => {
    const agora = Date.now()
    if (Buffer.byteLength(nome) > 100) {
      const pax = registroPax('path', nome)
      await escrever(cabecalho('PaxHeaders/' + nome.slice(-80), pax.length, 'x', agora))
      await escrever(Buffer.concat([pax, preenchimento(pax.length)]))
    }
    await escrever(cabecalho(nome, tamanho, '0', agora))
  }
  return {
    /** One entry whose bytes are all in memory. */
    entrada: async (nome: string, conteudo: Buffer) => {
      await iniciar(nome, conteudo.length)
      await escrever(conteudo)
      await escrever(preenchimento(conteudo.length))
    },
    /**
     * One entry streamed from `fonte`, which must give exactly `tamanho` bytes (each chunk's size goes to
     * `aoLer`); answers the entry's SHA-256.
     */
    entradaDe: async (nome: string, tamanho: number, fonte: AsyncIterable<Buffer>, aoLer: (bytes: number) => void) => {
      await iniciar(nome, tamanho)
      const soma = createHash('sha256'), somar = (b: Buffer) => soma.update(b)
      let lidos = 0
      for await (const pedaco of fonte) {
        const b = pedaco.subarray(0, Math.max(0, tamanho - lidos))
        lidos += b.length
        somar(b)
        aoLer(b.length)
        await escrever(b)
      }
      if (lidos !== tamanho) throw new Error(`o arquivo ${nome} mudou de tamanho durante o backup`)
      await escrever(preenchimento(tamanho))
      return soma.digest('hex')
    },
    fim: async () => {
      await escrever(Buffer.alloc(BLOCO * 2))
    },
  }
}

/** Reads the bytes of a stream in exact amounts, or as they come up to an amount. */
const leitorExato = (fonte: AsyncIterable<Buffer>) => {
  const it = fonte[Symbol.asyncIterator]()
  let pendentes: Buffer[] = []
  let guardados = 0
  const tirar = (n: number) => {
    const tudo = pendentes.length === 1 ? pendentes[0]! : Buffer.concat(pendentes)
    const parte = tudo.subarray(0, n)
    const resto = tudo.subarray(n)
    pendentes = resto.length ? [resto] : []
    guardados = resto.length
    return parte
  }
  return {
    /** Exactly `n` bytes (undefined at the end of the stream). */
    exato: async (n: number): Promise<Buffer | undefined> => {
      while (guardados < n) {
        const r = await it.next()
        if (r.done) return undefined
        pendentes.push(r.value)
        guardados += r.value.length
      }
      return tirar(n)
    },
    /** Between 1 and `n` bytes, what is at hand or the next chunk (undefined at the end of the stream). */
    ate: async (n: number): Promise<Buffer | undefined> => {
      if (!guardados) {
        const r = await it.next()
        if (r.done) return undefined
        pendentes.push(r.value)
        guardados += r.value.length
      }
      return tirar(Math.min(n, guardados))
    },
  }
}

const texto = (b: Buffer, ini: number, fim: number) => {
  const s = b.subarray(ini, fim)
  const zero = s.indexOf(0)
  return s.subarray(0, zero < 0 ? s.length : zero).toString('utf8')
}

export interface EntradaTar {
  readonly nome: string
  readonly tamanho: number
  /** The entry's bytes as they come (a file of any size streams through in chunks). */
  readonly pedacos: () => AsyncGenerator<Buffer>
  /** The whole entry in memory (backup parts are a few MB at most). */
  readonly conteudo: () => Promise<Buffer>
}

/**
 * The regular entries of a tar stream, in order. Each entry is read through `pedacos` or `conteudo` before the next
 * one is asked for; what is not read is skipped.
 */
export async function* lerTar(fonte: AsyncIterable<Buffer>): AsyncGenerator<EntradaTar> {
  const ler = leitorExato(fonte)
  const pular = async (n: number) => {
    for (let falta = n; falta > 0; ) {
      const b = await ler.ate(falta)
      if (!b) throw new Error('arquivo de backup incompleto')
      falta -= b.length
    }
  }
  let nomePax: string | undefined
  for (;;) {
    const h = await ler.exato(BLOCO)
    if (!h) throw new Error('arquivo de backup incompleto')
    if (h.every((x) => x === 0)) return
    let soma = 0
    for (let i = 0; i < BLOCO; i++) soma += i >= 148 && i < 156 ? 32 : h[i]!
    if (soma !== parseInt(texto(h, 148, 156).trim(), 8)) throw new Error('arquivo de backup corrompido (cabeçalho tar inválido)')
    const tamanho = parseInt(texto(h, 124, 136).trim() || '0', 8)
    const tipo = texto(h, 156, 157)
    const prefixo = texto(h, 345, 500)
    const nome = nomePax ?? (prefixo ? `${prefixo}/${texto(h, 0, 100)}` : texto(h, 0, 100))
    const resto = (BLOCO - (tamanho % BLOCO)) % BLOCO
    if (tipo === 'x') {
      const conteudo = tamanho ? await ler.exato(tamanho) : Buffer.alloc(0)
      if (!conteudo) throw new Error('arquivo de backup incompleto')
      await pular(resto)
      const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(conteudo.toString('utf8'))
      nomePax = m?.[1]
      continue
    }
    nomePax = undefined
    let lidos = 0
    async function* pedacos() {
      while (lidos < tamanho) {
        const b = await ler.ate(Math.min(tamanho - lidos, 1 << 20))
        if (!b) throw new Error('arquivo de backup incompleto')
        lidos += b.length
        yield b
      }
    }
    const conteudo = async () => {
      const b = await ler.exato(tamanho - lidos)
      if (!b) throw new Error('arquivo de backup incompleto')
      lidos = tamanho
      return b
    }
    if (tipo === '0' || tipo === '') yield { nome, tamanho, pedacos, conteudo }
    await pular(tamanho - lidos)
    await pular(resto)
  }
}
