import { describe, expect, it } from 'vitest'

/** Each module's index.tsx says which screens its telas.tsx provides (so they load lazily): the two agree. */
const indices = import.meta.glob<{ default: Record<string, unknown> }>('../../admin-ui/src/*/*/index.tsx')
const telas = import.meta.glob<{ default: Record<string, any> }>('../../admin-ui/src/*/*/telas.tsx')

describe('telas carregadas sob demanda', () => {
  it('há módulos com telas próprias', () => expect(Object.keys(indices).length).toBeGreaterThan(5))
  for (const [arquivo, carregar] of Object.entries(indices)) {
    it(arquivo.replace('../../admin-ui/src/', ''), async () => {
      const declarado = (await carregar()).default
      const real = (await telas[arquivo.replace('index.tsx', 'telas.tsx')]!()).default
      const chaves = (t: Record<string, any>) => ({
        telas: ['list', 'create', 'edit', 'show'].filter((k) => t[k]),
        rotas: (t['rotas'] ?? []).map((r: any) => r.caminho),
        entradas: Object.keys(t['entradas'] ?? {}),
      })
      expect(chaves(declarado)).toEqual(chaves(real))
    })
  }
})
