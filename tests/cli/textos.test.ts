import { afterEach, describe, expect, it, vi } from 'vitest'
import { programa } from '../../cli/programa.ts'

/** Issue 11: commander's own texts were English ('Usage', 'unknown command', '(default: …)'). */
const INGLES = /\b(Usage|Options|Commands|Arguments|display help|default:|unknown|required|missing|Did you mean|error:|\[options\]|\[command\])\b/

const saida = async (args: string[]) => {
  let texto = ''
  const escrever = (s: string | Uint8Array) => ((texto += String(s)), true)
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(escrever as never)
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(escrever as never)
  try {
    await programa().parseAsync(['node', 'rh', ...args])
  } catch {
    // exitOverride: help and errors end in a CommanderError
  } finally {
    out.mockRestore()
    err.mockRestore()
  }
  return texto
}

describe('linha de comando em português', () => {
  afterEach(() => vi.restoreAllMocks())
  for (const args of [['--help'], ['user', '--help'], ['candidatos', 'importar', '--help'], ['help', 'user'], ['foo'], ['user', 'create'], ['serve', '--porta', '1'], ['relatorio'], ['user', 'create', '--cpf']]) {
    it(`rh ${args.join(' ')}`, async () => {
      const t = await saida(args)
      expect(t.length).toBeGreaterThan(0)
      expect(t).not.toMatch(INGLES)
    })
  }
  it('as mensagens traduzidas', async () => {
    expect(await saida(['foo'])).toContain("erro: comando desconhecido 'foo'")
    expect(await saida(['serve', '--porta', '1'])).toContain('(Você quis dizer --port?)')
    expect(await saida(['candidatos', 'importar', '--help'])).toContain('(padrão: "1")')
    expect(await saida(['--help'])).toMatch(/^Uso: rh \[opções\] \[comando\]/)
  })
})
